import { PublicLayout } from '../../src/ui/layout/PublicLayout'
import { Seo } from '../../src/ui/Seo'
import { site } from '../../src/content/site'

export default function Page() {
  return (
    <PublicLayout>
      <Seo title="Home" description={`${site.name}: B.A. LL.B., LL.B. and LL.M. in ${site.address.town}, ${site.address.state}.`} path="/" />
      <section className="section">
        <div className="container">
          <h1>{site.name}</h1>
        </div>
      </section>
    </PublicLayout>
  )
}
