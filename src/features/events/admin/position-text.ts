import { addServerHindi, panelCatalogue } from '../../../ui/admin/panel-catalogue'

/** "Move to position…" beside Move up / Move down (docs/decisions/257), in both panel languages. */
export const POSITION_TEXT = panelCatalogue(
  {
    label: 'Move to position…',
    hint: (total: number) => `A whole number from 1 to ${total}; Enter moves the photo there.`,
    move: 'Move',
    outOfRange: (total: number) => `Type a whole number from 1 to ${total}.`,
    already: (place: number) => `It is at position ${place} already.`,
  },
  {
    label: 'इस स्थान पर ले जाएँ…',
    hint: (total: number) => `1 से ${total} तक की कोई पूर्ण संख्या; एंटर दबाने पर फ़ोटो वहाँ चली जाएगी।`,
    move: 'ले जाएँ',
    outOfRange: (total: number) => `1 से ${total} तक की कोई पूर्ण संख्या लिखें।`,
    already: (place: number) => `यह पहले से स्थान ${place} पर है।`,
  },
)

// the server's refusal of a position past the end (src/features/events/api.ts, positionOutOfRange)
addServerHindi({
  patterns: [[/There is no position (\d+): '(.*)' has (\d+) photos?, so 1 to (\d+)\./s, (m) => `स्थान ${m[1]} नहीं है: '${m[2]}' में ${m[3]} फ़ोटो हैं, इसलिए 1 से ${m[4]} तक।`]],
})
