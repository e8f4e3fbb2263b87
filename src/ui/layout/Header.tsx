import { site } from '../../content/site'
import { courseHref, courses } from '../../content/courses'
import { Icon } from '../Icon'
import type { Shown } from '../../platform/translations/area'
import { Topbar } from './Topbar'

const links = [
  { href: '/', label: 'Home' },
  { href: '/aboutUs', label: 'About Us' },
  { href: '/blogs', label: 'News & Notifications' },
  { href: '/eventGallery', label: 'Event Gallery' },
  { href: '/contactUs', label: 'Contact Us' },
]

/** The site search as a plain GET form (works without JavaScript); `id` differs per copy. */
function HeaderSearch({ id }: { id: string }) {
  return (
    <form className="header-search__form" role="search" aria-label="Site" action="/search" method="get">
      <label htmlFor={id} className="visually-hidden">
        Search the site
      </label>
      <input id={id} type="search" name="q" placeholder="Search" maxLength={200} />
      <button type="submit" className="header-search__button">
        <Icon name="search" size={20} />
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  )
}

/**
 * Fixed header: announcement bar above the navigation. The Course dropdown is a disclosure button
 * (src/ui/enhance/course-menu.ts); without JavaScript it opens on hover and keyboard focus (CSS).
 * The small-screen menu is a <details>.
 */
export function Header({ topbar, current }: { topbar: { message: string; link: string; shown?: Shown | undefined }; current: string }) {
  const navLink = (link: { href: string; label: string }) => (
    <a href={link.href} className="nav__link" aria-current={current === link.href ? 'page' : undefined}>
      {link.label}
    </a>
  )
  const courseLinks = courses.map((course) => (
    <li key={course.key}>
      <a href={courseHref(course.key)} className="nav__sublink">
        {course.menuLabel}
      </a>
    </li>
  ))
  return (
    <header className="site-header" data-site-header>
      <Topbar {...topbar} />
      <div className="navbar">
        <a href="/" className="brand" aria-label={`${site.name}, home`}>
          <img src="/logo.svg" alt="" width="40" height="40" className="brand__logo" />
          <span className="brand__name">{site.name}</span>
        </a>

        <nav className="nav nav--wide" aria-label="Main">
          <ul className="nav__list">
            <li>{navLink(links[0])}</li>
            <li>{navLink(links[1])}</li>
            <li className="dropdown">
              <button type="button" className="nav__link dropdown__trigger" aria-expanded="false" aria-controls="course-menu" aria-current={current === '/course' ? 'page' : undefined}>
                Course <span aria-hidden="true">▾</span>
              </button>
              <ul className="dropdown__menu" id="course-menu">{courseLinks}</ul>
            </li>
            {links.slice(2).map((link) => (
              <li key={link.href}>{navLink(link)}</li>
            ))}
          </ul>
          <a href="/addmissionForm" className="button button--gold nav__cta">
            Admissions
          </a>
          <details className="header-search">
            <summary className="header-search__toggle" aria-label="Search">
              <Icon name="search" size={20} />
            </summary>
            <div className="header-search__panel">
              <HeaderSearch id="header-search-wide" />
            </div>
          </details>
        </nav>

        <details className="nav nav--small">
          <summary className="menu-button" aria-label="Menu">
            <span className="menu-button__bars" aria-hidden="true" />
          </summary>
          <nav className="mobile-menu" aria-label="Main">
            <HeaderSearch id="header-search-menu" />
            <ul>
              <li>{navLink(links[0])}</li>
              <li>{navLink(links[1])}</li>
              <li>
                <details className="mobile-menu__courses">
                  <summary className="nav__link">Course</summary>
                  <ul>{courseLinks}</ul>
                </details>
              </li>
              {links.slice(2).map((link) => (
                <li key={link.href}>{navLink(link)}</li>
              ))}
              <li>
                <a href="/addmissionForm" className="button button--gold">
                  Admissions
                </a>
              </li>
            </ul>
          </nav>
        </details>
      </div>
    </header>
  )
}
