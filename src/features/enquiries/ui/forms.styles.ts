// The public forms' styles (admission form, home popup, contact form), imported by the pages that
// render them (server side), never by the islands' own modules (docs/decisions/054; see
// src/features/banners/ui/BannerSlideshow.styles.ts).
import './forms.css'
