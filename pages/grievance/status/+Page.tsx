import { PublicLayout } from '../../../src/ui/layout/PublicLayout'
import { Seo } from '../../../src/ui/Seo'
import { useData, useI18n } from '../../../src/ui/page-context'
import '../../../src/features/enquiries/ui/forms.styles'
import '../../../src/features/grievances/ui/grievance.styles'
import { GRIEVANCE_MESSAGES } from '../../../src/features/grievances/messages'
import { localPath } from '../../../src/content/lang'
import { LOOKUP_RESULT_ID, StatusLookup, StatusView } from '../../../src/features/grievances/ui/StatusView'
import { emptyLookupFields } from '../../../src/features/grievances/ui/form-result'
import { FORM_PAGE, STATUS_PAGE } from '../../../src/features/grievances/ui/paths'
import { PageBanner } from '../../../src/ui/sections/PageBanner'
import type { Data } from './+data'

export default function Page() {
  const { view, filed, result, accessCode, reference } = useData<Data>()
  const { lang } = useI18n()
  const M = GRIEVANCE_MESSAGES[lang]
  const RESULT_TEXT = { notfound: M.status.notFound, limited: M.status.limited, expired: M.status.expired, noReference: M.status.noReference, noAccessCode: M.status.noAccessCode, noBoth: M.status.noBoth } as const
  return (
    <PublicLayout>
      <Seo title={M.status.title} description={M.status.tagline} path="/grievance/status" />
      <PageBanner title={M.status.title} tagline={M.status.tagline} />
      <section className="section" aria-label={M.status.title}>
        <div className="container grievance-page">
          {result && (
            <p className="form-message form-message--error" role="alert" id={LOOKUP_RESULT_ID}>
              {RESULT_TEXT[result]}
            </p>
          )}
          {view ? <StatusView view={view} filed={filed} accessCode={accessCode} /> : <StatusLookup returnTo={lang === 'en' ? undefined : localPath(lang, STATUS_PAGE)} reference={reference} empty={emptyLookupFields(result)} />}
          <p className="grievance-more">
            {view && (
              <>
                <a href={STATUS_PAGE}>{M.status.lookAgain}</a>
                {' · '}
              </>
            )}
            <a href={FORM_PAGE}>{M.status.fileAnother}</a>
          </p>
        </div>
      </section>
    </PublicLayout>
  )
}
