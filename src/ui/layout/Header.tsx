import { CollegeName } from '../CollegeName'
import { courseHref } from '../../content/courses'
import type { Lang } from '../../content/lang'
import type { Messages } from '../../content/messages/en'
import { Icon } from '../Icon'
import type { Shown } from '../../platform/translations/area'
import { Topbar } from './Topbar'

const navLinks = (t: Messages) => [
  { href: '/', label: t.layout.home },
  { href: '/aboutUs', label: t.layout.aboutUs },
  { href: '/blogs', label: t.layout.news },
  { href: '/eventGallery', label: t.layout.gallery },
  { href: '/contactUs', label: t.layout.contactUs },
]

/** The site search as a plain GET form (works without JavaScript). */
function HeaderSearch({ t }: { t: Messages }) {
  const id = 'header-search-q'

  return (
    <form className="header-search__form" role="search" aria-label={t.layout.siteSearch} action="/search" method="get">
      <label htmlFor={id} className="visually-hidden">
        {t.layout.searchSite}
      </label>
      <input id={id} type="search" name="q" placeholder={t.layout.search} maxLength={200} />
      <button type="submit" className="header-search__button">
        <Icon name="search" size={20} />
        <span className="visually-hidden">{t.layout.search}</span>
      </button>
    </form>
  )
}

/**
 * Fixed header: announcement bar above the navigation. There is one navigation for every width
 * (docs/decisions/141): from 1024 px it is a row; on a phone it is a popover that the menu button
 * opens, so it opens without JavaScript and the page does not carry a second copy of every link.
 * The Course list and the site search are popovers too (docs/decisions/170): the browser itself
 * closes each on Escape wherever focus is, on a click outside, and when another opens, with or
 * without JavaScript, and tells screen readers the button's expanded state. While the phone menu
 * is open (and, without JavaScript, while any of them is) the page behind is hidden (layout.css),
 * so focus can never land under it (WCAG 2.4.11). The script adds hover and closing when focus
 * leaves (src/ui/enhance/course-menu.ts, header-escape.ts).
 */
export function Header({ topbar, current, t, switchTo }: { topbar: { message: string; link: string; shown?: Shown | undefined }; current: string; t: Messages; switchTo: { lang: Lang; href: string } }) {
  const links = navLinks(t)
  const navLink = (link: { href: string; label: string }) => (
    <a href={link.href} className="nav__link" aria-current={current === link.href ? 'page' : undefined}>
      {link.label}
    </a>
  )
  return (
    <header className="site-header" data-site-header>
      <Topbar {...topbar} t={t} switchTo={switchTo} />
      <div className="navbar">
        <a href="/" className="brand">
          <img src="/logo.svg" alt="" width="40" height="40" className="brand__logo" />
          <span className="brand__name"><CollegeName /></span>
          <span className="visually-hidden">{t.layout.brandHome}</span>
        </a>
        <button type="button" className="menu-button" popoverTarget="site-nav" aria-label={t.layout.menu}>
          <span className="menu-button__bars" aria-hidden="true" />
        </button>
        <nav id="site-nav" className="nav" popover="auto" aria-label={t.layout.mainNav}>
          <ul className="nav__list">
            <li>{navLink(links[0])}</li>
            <li>{navLink(links[1])}</li>
            <li className="dropdown">
              <button type="button" className="nav__link dropdown__trigger" popoverTarget="course-menu" aria-current={current === '/course' ? 'page' : undefined}>
                {t.layout.course} <span aria-hidden="true">▾</span>
              </button>
              <ul className="dropdown__menu" id="course-menu" popover="auto">
                {t.course.courses.map((course) => (
                  <li key={course.key}>
                    <a href={courseHref(course.key)} className="nav__sublink">
                      {course.menuLabel}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
            {links.slice(2).map((link) => (
              <li key={link.href}>{navLink(link)}</li>
            ))}
          </ul>
          <a href="/addmissionForm" className="button button--gold nav__cta">
            {t.layout.admissions}
          </a>
        </nav>
        <div className="header-search">
          <button type="button" className="header-search__toggle" popoverTarget="header-search-panel" aria-label={t.layout.search}>
            <Icon name="search" size={20} />
          </button>
          <div className="header-search__panel" id="header-search-panel" popover="auto">
            <HeaderSearch t={t} />
          </div>
        </div>
      </div>
    </header>
  )
}
