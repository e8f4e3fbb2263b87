import { describe, expect, it } from 'vitest'
import { addServerHindi, inPanelLanguage, panelCatalogue } from '../../src/ui/admin/panel-catalogue'

describe('the panel catalogue: server messages in the panel language', () => {
  addServerHindi({
    exact: { 'Catalogue test: saved.': 'कैटलॉग परीक्षण: सहेजा गया।' },
    patterns: [[/Catalogue test: (\d+) deleted\./, (m) => `कैटलॉग परीक्षण: ${m[1]} हटाए गए।`]],
  })

  it('keeps the server English in English mode, letter for letter', () => {
    expect(inPanelLanguage('Catalogue test: saved.', 'en')).toBe('Catalogue test: saved.')
  })

  it('shows a known message in Hindi, line by line, and a pattern with its number', () => {
    expect(inPanelLanguage('Catalogue test: saved.', 'hi')).toBe('कैटलॉग परीक्षण: सहेजा गया।')
    expect(inPanelLanguage('Catalogue test: saved.\nCatalogue test: 3 deleted.', 'hi')).toBe('कैटलॉग परीक्षण: सहेजा गया।\nकैटलॉग परीक्षण: 3 हटाए गए।')
  })

  it('matches a pattern only as the whole line, and leaves an unknown message as the server gave it', () => {
    expect(inPanelLanguage('Catalogue test: 3 deleted. And more', 'hi')).toBe('Catalogue test: 3 deleted. And more')
    expect(inPanelLanguage('smtp: connection refused', 'hi')).toBe('smtp: connection refused')
  })

  it('gives both languages of a catalogue', () => {
    const texts = panelCatalogue({ save: 'Save' }, { save: 'सहेजें' })
    expect(texts.hi.save).toBe('सहेजें')
    expect(texts.en.save).toBe('Save')
  })
})
