import { Seo } from '../../../../src/ui/Seo'

export default function Page() {
  return (
    <main>
      <Seo title="Admin Portal" description="Sign in to access your dashboard" path="/vvs/panel/login" noindex />
      <h1>Admin Portal</h1>
      <p>Sign in to access your dashboard</p>
    </main>
  )
}
