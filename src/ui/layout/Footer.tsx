import { ANTI_RAGGING_HELPLINE, site } from '../../content/site'
import { CollegeName } from '../CollegeName'
import { telHref } from '../links'
import { EmailAddress } from '../EmailAddress'
import type { Messages } from '../../content/messages/en'

const quickLinks = (t: Messages) => [
  { href: '/aboutUs', label: t.layout.aboutUs },
  { href: '/course', label: t.layout.courses },
  { href: '/blogs', label: t.layout.news },
  { href: '/addmissionForm', label: t.layout.admissions },
  { href: '/contactUs', label: t.layout.contactUs },
  { href: '#', label: t.footer.extracurriculars },
]

/** Beside the spec's links (issue #15): where a parent finds what the college must disclose. */
const disclosureLinks = (t: Messages) => [
  { href: '/disclosure', label: t.footer.disclosure },
  { href: '/documents', label: t.footer.documents },
  { href: '/committees', label: t.footer.committees },
  { href: '/grievance', label: t.footer.grievances },
  { href: '/search', label: t.layout.searchSite },
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

export function Footer({ t }: { t: Messages }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__about">
          <h2 className="site-footer__title site-footer__brand">
            <img src="/logo.svg" alt="" width="40" height="40" />
            <CollegeName />
          </h2>
          <p>{t.footer.tagline}</p>
          <address className="site-footer__address">
            {t.contact.addressLine}
            <br />
            {t.footer.address}
          </address>
          <p>{t.footer.office}</p>
          <p className="site-footer__actions">
            <a href="/addmissionForm" className="button button--gold">
              {t.footer.admissionEnquiry}
            </a>
            <a href="/accessibility" className="site-footer__a11y">
              {t.footer.accessibility}
            </a>
          </p>
        </section>
        <section>
          <h2 className="site-footer__title">{t.footer.quickLinks}</h2>
          <FooterLinks links={quickLinks(t)} />
        </section>
        <section>
          <h2 className="site-footer__title">{t.footer.disclosures}</h2>
          <FooterLinks links={disclosureLinks(t)} />
          <p className="site-footer__helpline">
            {t.footer.helpline}
            <a href={telHref(ANTI_RAGGING_HELPLINE)}>{ANTI_RAGGING_HELPLINE}</a>
          </p>
        </section>
        <section>
          <h2 className="site-footer__title">{t.footer.contact}</h2>
          <ul className="site-footer__contact">
            {site.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
            <li>
              <EmailAddress email={site.email} />
            </li>
            <li>{t.footer.town}</li>
          </ul>
        </section>
      </div>
      <p className="site-footer__copy">
        {t.footer.copy.before(new Date().getFullYear())}
        <CollegeName />
        {t.footer.copy.after}
      </p>
    </footer>
  )
}
