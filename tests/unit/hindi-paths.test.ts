import { describe, expect, it } from 'vitest'
import { localizeLinks, makeI18n, otherLanguagePath } from '../../src/ui/i18n'
import { localPath } from '../../src/content/lang'
import { canonicalPageUrl, isCacheablePage, logicalPath } from '../../src/app/page-params'

describe('Hindi paths (issue 29)', () => {
  it('puts page paths under /hi and leaves the API, uploads, files and other sites alone', () => {
    expect(localPath('hi', '/')).toBe('/hi')
    expect(localPath('hi', '/?contact=success')).toBe('/hi?contact=success')
    expect(localPath('hi', '/#contact-form')).toBe('/hi#contact-form')
    expect(localPath('hi', '/course?course=llb')).toBe('/hi/course?course=llb')
    for (const path of ['/api/admission/submit', '/uploads/Blogs/a.jpg', '/logo.svg', '/images/x.svg', '/hi/blogs', 'https://example.org/', '//evil.example', '#main'])
      expect(localPath('hi', path)).toBe(path)
    expect(localPath('en', '/course')).toBe('/course')
    expect(otherLanguagePath('en', '/search?q=fee')).toBe('/hi/search?q=fee')
    expect(otherLanguagePath('hi', '/search?q=fee')).toBe('/search?q=fee')
  })

  it('moves the links of a rendered Hindi page, not those that name their language', () => {
    const html = '<a href="/blogs?newsPage=2&amp;admissionPage=3" class="x">n</a><form action="/search" method="get"></form><form action="/api/contact/addContact"></form><a class="topbar__lang" href="/course" lang="en" hrefLang="en">English</a><link rel="icon" href="/favicon.svg"/>'
    expect(localizeLinks(html, 'hi')).toBe(
      '<a href="/hi/blogs?newsPage=2&amp;admissionPage=3" class="x">n</a><form action="/hi/search" method="get"></form><form action="/api/contact/addContact"></form><a class="topbar__lang" href="/course" lang="en" hrefLang="en">English</a><link rel="icon" href="/favicon.svg"/>',
    )
    expect(localizeLinks(html, 'en')).toBe(html)
  })

  it('keys a Hindi page by its own URL with its English twin\'s parameters; its private pages stay private', () => {
    expect(canonicalPageUrl('/hi/course?course=phd&x=1')).toBe('/hi/course?course=unknown')
    expect(canonicalPageUrl('/hi?utm=1&contact=success')).toBe('/hi?contact=success')
    expect(canonicalPageUrl('/hi/aboutUs?x=1')).toBe('/hi/aboutUs')
    expect(logicalPath('/hi')).toBe('/')
    expect(logicalPath('/hindi')).toBe('/hindi')
    expect(isCacheablePage('/hi/grievance/status')).toBe(false)
    expect(isCacheablePage('/hi/blogs')).toBe(true)
  })

  it('formats with hi-IN and Hindi plural rules (0 and 1 take "one")', () => {
    const hi = makeI18n('hi')
    expect(hi.date('2026-11-26')).toBe('26 नवंबर 2026')
    expect(hi.number(120000)).toBe('1,20,000')
    expect([0, 1, 2].map(hi.plural)).toEqual(['one', 'one', 'other'])
    expect(makeI18n('en').plural(0)).toBe('other')
    expect(makeI18n('en').date('2026-11-26')).toBe('26 November 2026')
    // one instance per request: two renders never share one
    expect(makeI18n('hi')).not.toBe(makeI18n('hi'))
  })
})
