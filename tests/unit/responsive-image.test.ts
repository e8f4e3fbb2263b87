import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ResponsiveImage } from '../../src/ui/ResponsiveImage'

const meta = { width: 1600, height: 1067, widths: [480, 720, 960, 1600] }
const render = (sizes: string) => renderToStaticMarkup(createElement(ResponsiveImage, { folder: 'Event', imageUrl: 'abc.jpg', imageMeta: meta, alt: 'A moot court', sizes }))
const srcsetOf = (html: string) => /srcSet="([^"]+)"/i.exec(html)![1].split(', ').map((c) => c.split(' ') as [string, string])

/** What a browser takes from a srcset: the smallest file whose density covers the screen's, else the densest (HTML's selection, without its freedom to pick otherwise). */
function chosen(candidates: [string, number][], dpr: number): string {
  const sorted = [...candidates].sort((a, b) => a[1] - b[1])
  return (sorted.find(([, density]) => density >= dpr) ?? sorted[sorted.length - 1])[0]
}

describe('a picture drawn at a fixed width (docs/decisions/141)', () => {
  it('lists its files by density, without sizes, and no wider files than a DPR 2 screen needs', () => {
    const html = render('300px')
    expect(srcsetOf(html)).toEqual([
      ['/uploads/Event/abc-480.webp', '1.6x'],
      ['/uploads/Event/abc-720.webp', '2.4x'],
    ])
    expect(html).not.toMatch(/sizes=/i)
  })

  it('gets the file that widths with sizes would give, at every screen density', () => {
    const byDensity = srcsetOf(render('300px')).map(([url, d]) => [url, parseFloat(d)] as [string, number])
    const byWidth = [480, 720].map((w) => [`/uploads/Event/abc-${w}.webp`, w / 300] as [string, number])
    for (const dpr of [1, 1.5, 1.6, 1.75, 2, 2.4, 2.625, 3]) expect(chosen(byDensity, dpr), `DPR ${dpr}`).toBe(chosen(byWidth, dpr))
  })

  it('a picture whose width follows the screen keeps widths and sizes', () => {
    const html = render('(min-width: 900px) 560px, calc(100vw - 32px)')
    expect(srcsetOf(html).map(([, d]) => d)).toEqual(['480w', '720w', '960w', '1600w'])
    expect(html).toContain('sizes="(min-width: 900px) 560px, calc(100vw - 32px)"')
  })
})
