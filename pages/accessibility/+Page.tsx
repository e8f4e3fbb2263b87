import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { site } from '../../src/content/site'
import { accessibilityStatement } from '../../src/content/accessibility'
import { useI18n } from '../../src/ui/page-context'
import { EmailAddress } from '../../src/ui/EmailAddress'
import { telHref } from '../../src/ui/links'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import { Section } from '../../src/ui/sections/Section'
import { WithCollegeName } from '../../src/ui/CollegeName'

/** The accessibility statement GIGW asks for. No island: the page needs no JavaScript. */
export default function Page() {
  const i18n = useI18n()
  const statement = i18n.t.accessibility
  return (
    <PublicLayout>
      <Seo title={statement.title} description={statement.description} path="/accessibility" />
      <PageBanner title={statement.title} tagline={statement.tagline} />
      <Section id="standard" title={statement.standardTitle}>
        <div className="narrow prose">
          <p>{statement.standard}</p>
          <ul>
            {statement.whatWeDo.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="known-limits" title={statement.limitsTitle} soft>
        <div className="narrow prose">
          <ul>
            {statement.knownLimits.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="report-a-barrier" title={statement.reportTitle}>
        <div className="narrow prose">
          <p>{statement.report}</p>
          <ul>
            <li>
              {statement.email}
              <EmailAddress email={site.email} />
            </li>
            <li>
              {statement.phone}
              {site.phones.map((phone, i) => (
                <span key={phone}>
                  {i > 0 && statement.or}
                  <a href={telHref(phone)}>{phone}</a>
                </span>
              ))}{' '}
              ({statement.hours})
            </li>
            <li>
              {statement.formBefore}
              <a href="/#contact-form">{statement.form}</a>
              {statement.formAfter}
            </li>
            <li>
              {statement.post}
              <WithCollegeName text={statement.postAddress} />
            </li>
          </ul>
          <p className="muted">
            {statement.reviewed}
            <time dateTime={accessibilityStatement.reviewed}>{i18n.date(accessibilityStatement.reviewed)}</time>.
          </p>
        </div>
      </Section>
    </PublicLayout>
  )
}
