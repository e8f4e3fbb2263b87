import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ICON_NAMES, ICON_SPRITE, Icon } from '../../src/ui/Icon'

/** The icons are references into one file (docs/decisions/141): each name must have its symbol there. */
const sprite = fs.readFileSync(path.resolve(__dirname, '../../public', ICON_SPRITE.slice(1)), 'utf8')
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g)].map((m) => m[1])

describe('the icon sprite', () => {
  it('holds exactly one 24×24 symbol with a path for every icon name', () => {
    expect(symbols).toEqual([...ICON_NAMES])
    expect(sprite.match(/<symbol /g)).toHaveLength(ICON_NAMES.length)
  })

  it('an icon is a decorative reference to its symbol, sized by its attributes', () => {
    expect(renderToStaticMarkup(createElement(Icon, { name: 'search', size: 20 }))).toBe('<svg class="icon" width="20" height="20" aria-hidden="true"><use href="/icons.svg#search"></use></svg>')
  })
})
