import type { Page } from '@playwright/test'

/**
 * WCAG 1.4.11 for text fields, which axe does not measure: the border that shows where a field is
 * must contrast at least 3:1 with the field's own background and with what is around it.
 * Runs in the page; returns one line per visible field that falls short.
 */
function fieldBorderProblems(): string[] {
  const rgb = (text: string) => (text.match(/[\d.]+/g) ?? []).map(Number)
  const lum = ([r, g, b]: number[]) => {
    const f = (v: number) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
  }
  const ratio = (a: number[], b: number[]) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p)
    return (x + 0.05) / (y + 0.05)
  }
  const opaque = (el: Element | null): number[] => {
    for (let node = el; node; node = node.parentElement) {
      const bg = rgb(getComputedStyle(node).backgroundColor)
      if (bg.length === 3 || (bg.length >= 4 && bg[3] > 0.5)) return bg.slice(0, 3)
    }
    return [255, 255, 255]
  }
  const fields = document.querySelectorAll<HTMLElement>('input:not([type=hidden], [type=checkbox], [type=radio], [type=file], [type=submit], [type=button], [type=range], [type=color]), select, textarea')
  const problems: string[] = []
  for (const field of fields) {
    if (!field.checkVisibility({ visibilityProperty: true, opacityProperty: true } as CheckVisibilityOptions) || field.closest('[aria-hidden="true"]')) continue
    const style = getComputedStyle(field)
    if (parseFloat(style.borderLeftWidth) < 1 || style.borderLeftStyle === 'none') {
      problems.push(`${field.tagName.toLowerCase()}#${field.id}: no border`)
      continue
    }
    const border = rgb(style.borderLeftColor).slice(0, 3)
    const inside = ratio(border, opaque(field))
    const around = ratio(border, opaque(field.parentElement))
    if (Math.min(inside, around) < 3) problems.push(`${field.tagName.toLowerCase()}#${field.id || field.getAttribute('name')}: border ${style.borderLeftColor} ${inside.toFixed(2)}:1 inside, ${around.toFixed(2)}:1 around`)
  }
  return problems
}

export async function weakFieldBorders(page: Page): Promise<string[]> {
  return page.evaluate(fieldBorderProblems)
}
