import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { useData, useI18n } from '../../src/ui/page-context'
import '../../src/features/enquiries/ui/forms.styles'
import '../../src/features/grievances/ui/grievance.styles'
import { GrievanceFormIsland } from '../../src/features/grievances/ui/GrievanceForm'
import { GRIEVANCE_MESSAGES } from '../../src/features/grievances/messages'
import { FORM_PAGE, STATUS_PAGE } from '../../src/features/grievances/ui/paths'
import { localPath } from '../../src/content/lang'
import { PageBanner } from '../../src/ui/sections/PageBanner'
import type { Data } from './+data'
import { Ombudsperson } from '../../src/features/statutory/ui/StatutoryParts'
import { formatDay, HolidayName } from '../../src/features/grievances/ui/StatusView'

export default function Page() {
  const data = useData<Data>()
  const i18n = useI18n()
  const { lang } = i18n
  const day = lang === 'en' ? formatDay : i18n.date
  const M = GRIEVANCE_MESSAGES[lang]
  // only the Hindi form names its language (and page): the English HTML stays as it was
  const hindi = lang === 'en' ? {} : { lang, returnTo: localPath(lang, FORM_PAGE) }
  return (
    <PublicLayout>
      <Seo title={M.form.title} description={M.form.intro} path="/grievance" />
      <PageBanner title={M.form.title} tagline={M.form.tagline} />
      <section className="section" aria-labelledby="grievance-form-title">
        <div className="container grievance-layout">
          <div>
            <p>{M.form.intro}</p>
            <ul className="checklist">
              {M.form.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <p>
              <a href={STATUS_PAGE}>{M.form.statusLink}</a>
            </p>
            <p>{M.status.workingDays(M.status.officeDays)}</p>
            {data.holidays.length > 0 && (
              <>
                <p>{M.status.holidaysNext}</p>
                <ul className="grievance-holidays">
                  {data.holidays.map((holiday) => (
                    <li key={holiday.day}>
                      {day(holiday.day)}: <HolidayName holiday={holiday} />
                    </li>
                  ))}
                </ul>
              </>
            )}
            {data.ombudsperson && <Ombudsperson entry={data.ombudsperson} />}
          </div>
          <div className="card">
            <h2 id="grievance-form-title">{M.form.title}</h2>
            <GrievanceFormIsland result={data.result} refused={data.refused} values={data.values} {...hindi} />
          </div>
        </div>
      </section>
    </PublicLayout>
  )
}
