import { courses, type Course } from '../content/courses'
import { site } from '../content/site'
import type { Lang } from '../content/lang'
import { localPath } from '../content/lang'

/** schema.org descriptions for search engines (JSON-LD data blocks, not scripts that run). */
const address = {
  '@type': 'PostalAddress',
  streetAddress: site.address.line,
  addressLocality: site.address.town,
  addressRegion: site.address.state,
  postalCode: site.address.postalCode,
  addressCountry: 'IN',
}

const provider = { '@type': 'CollegeOrUniversity', name: site.name, url: site.origin }

export function collegeJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    name: site.name,
    url: site.origin,
    logo: new URL('/logo.svg', site.origin).href,
    email: site.email,
    telephone: site.phones[0],
    address,
  }
}

/** `lang`: the language of the course texts given, whose pages the urls name. */
export function coursesJsonLd(list: Course[] = courses, lang: Lang = 'en') {
  return list.map((course) => ({
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.description,
    timeRequired: course.duration,
    url: new URL(localPath(lang, `/course?course=${course.key}`), site.origin).href,
    provider,
  }))
}

export function newsArticleJsonLd(article: { title: string; date: string; path: string; image?: string; description: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title.slice(0, 110),
    datePublished: article.date,
    description: article.description,
    mainEntityOfPage: new URL(article.path, site.origin).href,
    ...(article.image ? { image: [new URL(article.image, site.origin).href] } : {}),
    publisher: { '@type': 'CollegeOrUniversity', name: site.name, logo: { '@type': 'ImageObject', url: new URL('/logo.svg', site.origin).href } },
  }
}
