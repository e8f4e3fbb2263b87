import { Seo } from '../../../../src/ui/Seo'
import { usePageContext } from '../../../../src/ui/page-context'
import { DashboardIsland } from '../../../../src/app/admin/DashboardIsland'
import { panelFromQuery, panelRefusal } from '../../../../src/ui/admin/panels'
import { panelTitle } from '../../../../src/ui/admin/panel-title'
import 'react-toastify/ReactToastify.css'
import '../../../../src/ui/admin/admin.css'
import '../../../../src/ui/admin/staff-tools.css'

/** The dashboard: the shell and the panel named in ?panel=, in its loading state until the browser fetches. */
export default function Page() {
  const { urlParsed, admin } = usePageContext()
  const user = { id: admin?.id ?? '', email: admin?.email ?? '', name: admin?.name ?? '', role: admin?.role ?? 'admissions' }
  const initialPanel = panelFromQuery(urlParsed.search.panel, user.role)
  return (
    <>
      <Seo title={panelTitle(initialPanel, admin?.panelLang ?? 'en')} description="Manage the college website" path="/vvs/panel/dashboard" noindex />
      <DashboardIsland initialPanel={initialPanel} user={user} refusal={panelRefusal(urlParsed.search.panel, user.role)} lang={admin?.panelLang ?? 'en'} />
    </>
  )
}
