import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { Icon } from '../../src/ui/Icon'
import { EmailAddress } from '../../src/ui/EmailAddress'
import { telHref } from '../../src/ui/links'
import { site } from '../../src/content/site'
import { CollegeName } from '../../src/ui/CollegeName'
import { useI18n } from '../../src/ui/page-context'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { Section } from '../../src/ui/sections/Section'
import '../../src/ui/sections/info.css'

export default function Page() {
  const { t } = useI18n()
  const c = t.contact
  return (
    <PublicLayout>
      <Seo title={c.title} description={c.description} path="/contactUs" />
      <PageBanner title={c.title} tagline={c.tagline} />
      <Section id="contact-details" title={c.information}>
        <div className="info-grid">
          <div className="card info-card">
            <span className="info-card__icon"><Icon name="pin" /></span>
            <h3>{c.address}</h3>
            <address>
              <CollegeName />
              <br />
              {c.addressLine}
              <br />
              {t.footer.address}
            </address>
          </div>
          <div className="card info-card">
            <span className="info-card__icon"><Icon name="phone" /></span>
            <h3>{c.phone}</h3>
            <ul className="plain-list">
              {site.phones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              ))}
            </ul>
          </div>
          <div className="card info-card">
            <span className="info-card__icon"><Icon name="mail" /></span>
            <h3>{c.email}</h3>
            <p>
              <EmailAddress email={site.email} />
            </p>
          </div>
          <div className="card info-card">
            <span className="info-card__icon"><Icon name="clock" /></span>
            <h3>{c.officeHours}</h3>
            <p>{c.hours}</p>
          </div>
        </div>
        <p className="note">{c.enquiryNote}</p>
      </Section>
      <Section id="how-to-reach" title={c.howToReach} soft>
        <dl className="reach">
          {c.reach.map((item) => (
            <div key={item.mode} className="card">
              <dt>{item.mode}</dt>
              <dd>{item.text}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </PublicLayout>
  )
}
