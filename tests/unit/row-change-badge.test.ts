import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PANEL_TEXT, PanelTextContext } from '../../src/ui/admin/panel-text'
import { RowChange } from '../../src/ui/admin/RowDraft'

/**
 * The mark on a row whose published version has a change kept as a draft (RowChange): whose
 * change it is, in the panel's language. An Administrator sees another's change named; a change
 * whose writer's account was removed since has no name, and must not read as the Administrator's own.
 */
const routes = { publish: '/api/home/publishProgramChange/', discard: '/api/home/discardProgramChange/', preview: '/preview/programs/' }
const rendered = (own: boolean, byName: string | null, lang: 'en' | 'hi' = 'en', stale = false, bothEdited: string[] = []) =>
  renderToStaticMarkup(
    createElement(PanelTextContext.Provider, { value: { lang, text: PANEL_TEXT[lang] } }, createElement(RowChange, { id: 'p1', name: 'BA LLB', change: { by: 'a1', byName, savedAt: '2026-11-30T10:00:00.000Z', fields: {}, edited: bothEdited, bothEdited, stale }, routes, reload: () => undefined, own })),
  )
const words = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"')
const mark = (own: boolean, byName: string | null, lang: 'en' | 'hi' = 'en') => words(rendered(own, byName, lang).match(/admin-badge--scheduled">(.*?)<\/span>(?=<span class="admin-badge|<\/span>)/)![1]!)
/** The row's visible buttons and links, by their words. */
const controls = (html: string) => [...html.matchAll(/<(?:button|a) [^>]*>([^<]*)<\/(?:button|a)>/g)].map((m) => words(m[1]!))

describe("a change's mark says whose change it is", () => {
  it("the writer's own", () => {
    expect(mark(true, 'Asha Editor')).toBe('Your change: not on the site yet')
  })
  it("another's, named, for an Administrator", () => {
    expect(mark(false, 'Asha Editor')).toBe('Change drafted by Asha Editor: not on the site yet')
  })
  it('a stale one says the site changed since and offers no Publish, which would be refused', () => {
    const fresh = rendered(true, null)
    expect(controls(fresh)).toEqual(['Preview the change', 'Preview the change in हिन्दी', 'Publish the change', 'Discard the change'])
    expect(fresh).not.toContain('admin-badge--stale')
    const stale = rendered(true, null, 'en', true)
    expect(controls(stale)).toEqual(['Preview the change', 'Preview the change in हिन्दी', 'Discard the change'])
    // its writer's Edit opens the site's item with their fields on it; anyone else's opens the item, so they are told whose step it is
    expect(words(stale)).toContain('Changed on the site since this draft was saved. Edit opens the item as the site shows it now, with the fields you changed in this draft on it: check them, then save the draft again.')
    expect(words(rendered(false, 'Asha Editor', 'en', true))).toContain('Changed on the site since this draft was saved. Its writer must open it with Edit and save it again before it can be published.')
    expect(words(rendered(false, 'Asha Editor', 'en', true))).not.toContain('Edit opens')
    expect(words(rendered(true, null, 'hi', true))).toContain('यह ड्राफ़्ट सहेजे जाने के बाद साइट पर बदला गया। "संपादित करें" इसे')
    expect(words(rendered(false, 'Asha Editor', 'hi', true))).toContain('इसके लेखक को')
  })
  it('a stale one names, to its writer only, the fields the site changed too: there the form shows the writer’s words', () => {
    expect(words(rendered(true, null, 'en', true, ['description', 'link title']))).toContain('the draft again. Changed on the site and in your draft alike (the form shows yours): description, link title')
    expect(words(rendered(true, null, 'hi', true, ['description', 'duration']))).toContain('दोनों जगह बदले गए (फ़ॉर्म में आपका रूप है): विवरण, अवधि')
    expect(words(rendered(true, null, 'en', true))).not.toContain('alike')
    expect(words(rendered(false, 'Asha Editor', 'en', true, ['description']))).not.toContain('alike')
  })
  it("a removed account's, never as the Administrator's own", () => {
    expect(mark(false, null)).toBe("A removed account's change: not on the site yet")
    expect(mark(false, null, 'hi')).toBe('हटाए गए खाते का बदलाव: अभी साइट पर नहीं')
  })
})
