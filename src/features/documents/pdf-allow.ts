import { PDFArray, PDFDict, PDFHexString, PDFName, PDFRef, PDFStream, PDFString, type PDFDocument, type PDFObject } from 'pdf-lib'

/**
 * What a public document (a notice, timetable, circular) may contain (docs/decisions/114): text,
 * fonts, images, outlines, links within the document and links to http(s) and mailto addresses.
 * Every object of the file is walked with references resolved; an action, annotation or name tree
 * not on these lists is refused, and so are the keys that carry scripts, files or XFA forms
 * wherever they appear. Returns what was found, for the refusal message, or null.
 */

/** Actions a reader may follow: to a page of this document, a web or mail address, or a page turn. */
const ALLOWED_ACTIONS = new Set(['GoTo', 'URI', 'Named'])
const ALLOWED_NAMED = new Set(['NextPage', 'PrevPage', 'FirstPage', 'LastPage'])
/** Every action type of ISO 32000-2, so that an action is recognised wherever it sits. */
const ACTION_TYPES = new Set(['GoTo', 'GoToR', 'GoToE', 'GoToDp', 'Launch', 'Thread', 'URI', 'Sound', 'Movie', 'Hide', 'Named', 'SubmitForm', 'ResetForm', 'ImportData', 'JavaScript', 'SetOCGState', 'Rendition', 'Trans', 'GoTo3DView', 'RichMediaExecute'])
/** How a refused action is named to staff. */
const ACTION_WORDS: Record<string, string> = {
  JavaScript: 'JavaScript',
  Launch: 'a launch action (it asks to run a program)',
  GoToR: 'a link that opens another file',
  GoToE: 'a link into an attached file',
  SubmitForm: 'a form-submit action (it sends data to another address)',
  ImportData: 'an import-data action',
  Rendition: 'a media (rendition) action',
  Sound: 'a sound action',
  Movie: 'a movie action',
  RichMediaExecute: 'embedded media',
}
/** Annotations a public document may have: links, notes and markup, form widgets. */
export const ALLOWED_ANNOTATIONS: ReadonlySet<string> = new Set(['Link', 'Text', 'FreeText', 'Line', 'Square', 'Circle', 'Polygon', 'PolyLine', 'Highlight', 'Underline', 'Squiggly', 'StrikeOut', 'Stamp', 'Caret', 'Ink', 'Popup', 'Widget', 'PrinterMark', 'Watermark', 'Redact'])
const ANNOTATION_WORDS: Record<string, string> = { FileAttachment: 'an attached file', Sound: 'a sound', Movie: 'a movie', Screen: 'embedded media', RichMedia: 'embedded media', '3D': 'a 3D model' }
/** Name trees of the catalogue's /Names a public document may have. */
const ALLOWED_NAME_TREES = new Set(['Dests', 'AP', 'IDS', 'URLS'])
/** Keys that carry a script, a file or a form program, whatever dictionary they are in. */
const CARRIER_KEYS: Record<string, string> = {
  JS: 'JavaScript',
  JavaScript: 'JavaScript',
  EF: 'an attached file',
  EmbeddedFile: 'an attached file',
  EmbeddedFiles: 'an attached file',
  RelatedFiles: 'an attached file',
  XFA: 'an XFA form (it can carry scripts)',
  RichMediaContent: 'embedded media',
  Collection: 'a portfolio of attached files',
}
/** Keys whose value is an action (or, for /AA, a dictionary of actions). */
const ACTION_KEYS = new Set(['A', 'OpenAction', 'Next', 'PA'])
const WEB_LINK = /^(https?:\/\/|mailto:)/i

/** "a Sound annotation": a name from the file goes into a message to staff only when it is plain and short. */
export const namedKind = (name: string, kind: string): string => (/^[A-Za-z0-9]{1,30}$/.test(name) ? `a ${name} ${kind}` : `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} of unknown type`)

const text = (value: PDFObject | undefined): string | null => (value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : null)

export function findDisallowedContent(doc: PDFDocument): string | null {
  const context = doc.context
  const resolve = (value: PDFObject | undefined): PDFObject | undefined => (value instanceof PDFRef ? context.lookup(value) : value)
  const nameOf = (value: PDFObject | undefined): string | null => {
    const resolved = resolve(value)
    return resolved instanceof PDFName ? resolved.decodeText() : null
  }

  /** An action dictionary (in an action position, or any dictionary whose /S names an action type). */
  const checkAction = (dict: PDFDict): string | null => {
    const type = nameOf(dict.get(PDFName.of('S')))
    if (type === null) return dict.has(PDFName.of('S')) ? 'an action of unknown type' : null
    if (!ALLOWED_ACTIONS.has(type)) return ACTION_WORDS[type] ?? namedKind(type, 'action')
    if (type === 'URI') {
      const uri = text(resolve(dict.get(PDFName.of('URI'))))
      if (uri === null || !WEB_LINK.test(uri.trim())) return 'a link that is not a web or e-mail address'
    }
    if (type === 'Named' && !ALLOWED_NAMED.has(nameOf(dict.get(PDFName.of('N'))) ?? '')) return 'a reader command'
    return null
  }

  const checkActionValue = (value: PDFObject | undefined): string | null => {
    const resolved = resolve(value)
    if (resolved instanceof PDFDict) return checkAction(resolved)
    if (resolved instanceof PDFArray) {
      for (let i = 0; i < resolved.size(); i++) {
        const found = checkActionValue(resolved.get(i))
        if (found) return found
      }
    }
    return null // a destination (an array of page and position) or nothing
  }

  const checkDict = (dict: PDFDict): string | null => {
    for (const [key, value] of dict.entries()) {
      const name = key.decodeText()
      if (name in CARRIER_KEYS) return CARRIER_KEYS[name]!
      if (ACTION_KEYS.has(name)) {
        const found = checkActionValue(value)
        if (found) return found
      }
      if (name === 'AA') {
        const triggers = resolve(value)
        if (triggers instanceof PDFDict) for (const [, action] of triggers.entries()) {
          const found = checkActionValue(action)
          if (found) return found
        }
      }
    }
    const type = nameOf(dict.get(PDFName.of('Type')))
    const subtype = nameOf(dict.get(PDFName.of('Subtype')))
    const s = nameOf(dict.get(PDFName.of('S')))
    if (type === 'Action' || (s !== null && ACTION_TYPES.has(s))) {
      const found = checkAction(dict)
      if (found) return found
    }
    if (type === 'Annot' || dict.has(PDFName.of('Rect'))) {
      if (subtype !== null && !ALLOWED_ANNOTATIONS.has(subtype)) return ANNOTATION_WORDS[subtype] ?? namedKind(subtype, 'annotation')
    }
    if (type === 'Filespec' || type === 'EmbeddedFile') return 'an attached file'
    if (type === 'Catalog') {
      const names = resolve(dict.get(PDFName.of('Names')))
      if (names instanceof PDFDict) for (const [tree] of names.entries()) {
        if (!ALLOWED_NAME_TREES.has(tree.decodeText())) return tree.decodeText() === 'JavaScript' ? 'JavaScript' : tree.decodeText() === 'EmbeddedFiles' ? 'an attached file' : namedKind(tree.decodeText(), 'name tree')
      }
    }
    return null
  }

  // Every object, whether reachable from the catalogue or not, and every dictionary inside it.
  const seen = new Set<PDFObject>()
  const visit = (value: PDFObject | undefined, depth: number): string | null => {
    if (value === undefined || value instanceof PDFRef || depth > 100 || seen.has(value)) return null
    seen.add(value)
    const dict = value instanceof PDFStream ? value.dict : value instanceof PDFDict ? value : null
    if (dict) {
      const found = checkDict(dict)
      if (found) return found
      for (const [, child] of dict.entries()) {
        const inner = visit(child, depth + 1)
        if (inner) return inner
      }
    } else if (value instanceof PDFArray) {
      for (let i = 0; i < value.size(); i++) {
        const inner = visit(value.get(i), depth + 1)
        if (inner) return inner
      }
    }
    return null
  }
  for (const [, object] of context.enumerateIndirectObjects()) {
    const found = visit(object, 0)
    if (found) return found
  }
  return null
}
