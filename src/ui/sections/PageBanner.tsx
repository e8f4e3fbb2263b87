import './page-banner.css'

/** The title band at the top of inner pages (/aboutUs, /contactUs, /addmissionForm …). */
export function PageBanner({ title, tagline }: { title: string; tagline?: string }) {
  return (
    <div className="page-banner">
      <div className="container">
        <h1 className="page-banner__title">{title}</h1>
        {tagline && <p className="page-banner__tagline">{tagline}</p>}
      </div>
    </div>
  )
}
