import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { Icon } from '../../src/ui/Icon'
import { EmailAddress } from '../../src/ui/EmailAddress'
import { telHref } from '../../src/ui/links'
import { site } from '../../src/content/site'
import { admissionEnquiryNote, howToReach } from '../../src/content/contact'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { Section } from '../../src/ui/sections/Section'
import '../../src/ui/sections/info.css'

export default function Page() {
  return (
    <PublicLayout>
      <Seo title="Contact Us" description="Address, phone numbers, e-mail and office hours of the law college in Shahdol, Madhya Pradesh." path="/contactUs" />
      <PageBanner title="Contact Us" tagline="We are glad to answer your questions." />
      <Section id="contact-details" title="Contact Information">
        <div className="info-grid">
          <div className="card info-card">
            <span className="info-card__icon"><Icon name="pin" /></span>
            <h3>Address</h3>
            <address>
              {site.name}
              <br />
              {site.address.line}
              <br />
              {`${site.address.town}, ${site.address.state} ${site.address.postalCode}`}
            </address>
          </div>
          <div className="card info-card">
            <span className="info-card__icon"><Icon name="phone" /></span>
            <h3>Phone</h3>
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
            <h3>E-mail</h3>
            <p>
              <EmailAddress email={site.email} />
            </p>
          </div>
          <div className="card info-card">
            <span className="info-card__icon"><Icon name="clock" /></span>
            <h3>Office Hours</h3>
            <p>{`${site.officeHours.days}, ${site.officeHours.time}`}</p>
          </div>
        </div>
        <p className="note">{admissionEnquiryNote}</p>
      </Section>
      <Section id="how-to-reach" title="How to Reach Us" soft>
        <dl className="reach">
          {howToReach.map((item) => (
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
