import { Seo } from '../../../../src/ui/Seo'

export default function Page() {
  return (
    <main>
      <Seo title="Admin Dashboard" description="Manage the college website" path="/vvs/panel/dashboard" noindex />
      <h1>Admin Dashboard</h1>
    </main>
  )
}
