import { PublicLayout } from '../../../../src/ui/layout/PublicLayout'
import { Seo } from '../../../../src/ui/Seo'
import { useData } from '../../../../src/ui/page-context'
import type { Data } from './+data'

export default function Page() {
  const { blog } = useData<Data>()
  return (
    <PublicLayout>
      <Seo title={blog.title} description={blog.description.slice(0, 150)} path={`/blogs/detail/${blog._id}`} />
      <article className="section">
        <div className="container">
          <h1>{blog.title}</h1>
        </div>
      </article>
    </PublicLayout>
  )
}
