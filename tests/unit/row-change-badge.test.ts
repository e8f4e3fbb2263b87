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
const mark = (own: boolean, byName: string | null, lang: 'en' | 'hi' = 'en') => {
  const html = renderToStaticMarkup(
    createElement(PanelTextContext.Provider, { value: { lang, text: PANEL_TEXT[lang] } }, createElement(RowChange, { id: 'p1', name: 'BA LLB', change: { by: 'a1', byName, savedAt: '2026-11-30T10:00:00.000Z', fields: {} }, routes, reload: () => undefined, own })),
  )
  return html.match(/admin-badge--scheduled">(.*?)<\/span><\/span>/)![1]!.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'")
}

describe("a change's mark says whose change it is", () => {
  it("the writer's own", () => {
    expect(mark(true, 'Asha Editor')).toBe('Your change: not on the site yet')
  })
  it("another's, named, for an Administrator", () => {
    expect(mark(false, 'Asha Editor')).toBe('Change drafted by Asha Editor: not on the site yet')
  })
  it("a removed account's, never as the Administrator's own", () => {
    expect(mark(false, null)).toBe("A removed account's change: not on the site yet")
    expect(mark(false, null, 'hi')).toBe('हटाए गए खाते का बदलाव: अभी साइट पर नहीं')
  })
})
