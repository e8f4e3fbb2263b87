/**
 * A stylesheet for content far below the first screen, linked just before that content instead of
 * inlined in <head> (docs/decisions/058). The browser paints everything above the <link> at once
 * and holds what follows it until the file has arrived, so nothing is ever seen unstyled; the file
 * is cached for the visitor's next pages. `href` comes from a `./x.css?url` import (Vite builds it
 * like any CSS file, with a hashed name).
 */
export function LaterStyles({ href }: { href: string }) {
  return <link rel="stylesheet" href={href} />
}
