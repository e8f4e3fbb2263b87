import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { site } from '../../src/content/site'
import { accessibilityStatement as statement } from '../../src/content/accessibility'
import { formatDate } from '../../src/features/blogs/ui/text'
import { EmailAddress } from '../../src/ui/EmailAddress'
import { telHref } from '../../src/ui/links'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { Section } from '../../src/ui/sections/Section'

/** The accessibility statement GIGW asks for. No island: the page needs no JavaScript. */
export default function Page() {
  return (
    <PublicLayout>
      <Seo title="Accessibility Statement" description={`How ${site.name}'s website meets WCAG 2.2 AA (which includes the 2.1 AA of GIGW 3.0), its known limits, and how to report a barrier.`} path="/accessibility" />
      <PageBanner title="Accessibility Statement" tagline="A website every student and parent can use." />
      <Section id="standard" title="The standard we meet">
        <div className="narrow prose">
          <p>{statement.standard}</p>
          <ul>
            {statement.whatWeDo.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="known-limits" title="Known limits" soft>
        <div className="narrow prose">
          <ul>
            {statement.knownLimits.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="report-a-barrier" title="Report a barrier">
        <div className="narrow prose">
          <p>If something on this website is hard or impossible for you to use, tell the college office. Say which page and what happened; we reply within five working days and can send the information in another form meanwhile.</p>
          <ul>
            <li>
              E-mail: <EmailAddress email={site.email} />
            </li>
            <li>
              Phone:{' '}
              {site.phones.map((phone, i) => (
                <span key={phone}>
                  {i > 0 && ' or '}
                  <a href={telHref(phone)}>{phone}</a>
                </span>
              ))}{' '}
              ({`${site.officeHours.days}, ${site.officeHours.time}`})
            </li>
            <li>
              The <a href="/#contact-form">contact form</a> on the home page: it reaches the college office's inbox in the admin panel.
            </li>
            <li>
              By post: {site.name}, {site.address.line}, {`${site.address.town}, ${site.address.state} ${site.address.postalCode}`}
            </li>
          </ul>
          <p className="muted">
            This statement was last reviewed on <time dateTime={statement.reviewed}>{formatDate(statement.reviewed)}</time>.
          </p>
        </div>
      </Section>
    </PublicLayout>
  )
}
