// The alumni carousel's styles, imported by the page that renders it (server side), never by the
// island's own module (docs/decisions/054; see BannerSlideshow.styles.ts). Its own rules are far
// below the first screen: the page links them just before the carousel (LaterStyles, decision 058).
import '../swiper.css'
export { default as alumniCss } from './alumni.css?url'
