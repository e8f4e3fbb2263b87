// The banner slideshow's styles, imported by the pages that render it (server side), never by the
// island's own module: public pages carry their CSS inline and the island's code, imported after
// the first paint, must not add <link> tags for it (docs/decisions/054).
import './banner.css'
