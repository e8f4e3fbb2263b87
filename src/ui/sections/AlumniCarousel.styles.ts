// The alumni carousel's styles, imported by the page that renders it (server side), never by the
// island's own module (docs/decisions/054; see BannerSlideshow.styles.ts).
import './sections.css'
