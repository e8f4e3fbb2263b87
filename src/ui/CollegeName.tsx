import { site } from '../content/site'
import { MarkedPart } from './MarkedPart'

/**
 * The college's name, as the college writes it (in English, docs/decisions/121): on a Hindi page
 * marked `lang="en"`, so a screen reader says it in English rather than spelling it with Hindi
 * sounds (WCAG 3.1.2). The English pages' HTML is unchanged.
 */
export function CollegeName() {
  return <WithCollegeName text={site.name} />
}

/** A sentence of the catalogue that names the college, with the name marked as CollegeName marks it. */
export function WithCollegeName({ text }: { text: string }) {
  return <MarkedPart text={text} part={site.name} lang="en" />
}
