import { ANTI_RAGGING_HELPLINE, site } from '../../content/site'
import { telHref } from '../links'
import { EmailAddress } from '../EmailAddress'

const quickLinks = [
  { href: '/aboutUs', label: 'About Us' },
  { href: '/course', label: 'Courses' },
  { href: '/blogs', label: 'News & Notifications' },
  { href: '/addmissionForm', label: 'Admissions' },
  { href: '/contactUs', label: 'Contact Us' },
  { href: '#', label: 'Extracurriculars' },
]

/** Beside the spec's links (issue #15): where a parent finds what the college must disclose. */
const disclosureLinks = [
  { href: '/disclosure', label: 'Mandatory Disclosure' },
  { href: '/documents', label: 'Documents' },
  { href: '/committees', label: 'Committees' },
  { href: '/grievance', label: 'Student Grievances' },
  { href: '/search', label: 'Search the site' },
]

function FooterLinks({ links }: { links: { href: string; label: string }[] }) {
  return (
    <ul className="site-footer__links">
      {links.map((link) => (
        <li key={link.label}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  )
}

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__about">
          <h2 className="site-footer__title site-footer__brand">
            <img src="/logo.svg" alt="" width="40" height="40" />
            {site.name}
          </h2>
          <p>{`${site.tagline}.`}</p>
          <address className="site-footer__address">
            {site.address.line}
            <br />
            {`${site.address.town}, ${site.address.state} ${site.address.postalCode}`}
          </address>
          <p>{`Office: ${site.officeHours.days}, ${site.officeHours.time}`}</p>
          <p className="site-footer__actions">
            <a href="/addmissionForm" className="button button--gold">
              Admission enquiry
            </a>
            <a href="/accessibility" className="site-footer__a11y">
              Accessibility statement
            </a>
          </p>
        </section>
        <section>
          <h2 className="site-footer__title">Quick Links</h2>
          <FooterLinks links={quickLinks} />
        </section>
        <section>
          <h2 className="site-footer__title">Disclosures</h2>
          <FooterLinks links={disclosureLinks} />
          <p className="site-footer__helpline">
            {'Anti-ragging helpline: '}
            <a href={telHref(ANTI_RAGGING_HELPLINE)}>{ANTI_RAGGING_HELPLINE}</a>
          </p>
        </section>
        <section>
          <h2 className="site-footer__title">Contact</h2>
          <ul className="site-footer__contact">
            {site.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
            <li>
              <EmailAddress email={site.email} />
            </li>
            <li>{`${site.address.town}, ${site.address.state}`}</li>
          </ul>
        </section>
      </div>
      <p className="site-footer__copy">
        {`© ${new Date().getFullYear()} ${site.name}, ${site.address.town}`}
      </p>
    </footer>
  )
}
