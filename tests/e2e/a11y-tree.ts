import type { Page } from '@playwright/test'

/**
 * What a screen reader hears, read from Chromium's accessibility tree through CDP (not from the
 * DOM, which keeps elements the tree leaves out, e.g. inside a `content-visibility: auto` section
 * the browser has skipped). Every heading, landmark and form control a visitor could reach must be
 * in the tree with its role and a name, as the page is, without scrolling.
 */

/** What must be in the tree. Sections count only when labelled (an unlabelled section is no landmark). */
const CHECKED = [
  'h1, h2, h3, h4, h5, h6, [role=heading]',
  'header, nav, main, footer, aside, [role=search], [role=region], section[aria-labelledby], section[aria-label], form[aria-label], form[aria-labelledby]',
  'input:not([type=hidden]), select, textarea, button',
].join(', ')

/** Roles that need a name of their own; the page's banner, main and contentinfo are unique. */
const NAMELESS_OK = new Set(['banner', 'main', 'contentinfo', 'generic', 'sectionheader', 'sectionfooter'])

type Expected = { what: string; heading: boolean; control: boolean; landmark: boolean }

/** Runs in the page: the CHECKED elements in document order; null for those no one can reach. */
function describeChecked(selector: string): (Expected | null)[] {
  const modal = document.querySelector('dialog:modal')
  return [...document.querySelectorAll<HTMLElement>(selector)].map((el) => {
    // Hidden on purpose: display none, visibility hidden, aria-hidden, inert, or behind a modal dialog.
    // (checkVisibility's defaults do not count a skipped content-visibility section as hidden.)
    const hidden =
      !el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions) ||
      el.closest('[aria-hidden="true"], [inert]') !== null ||
      (modal !== null && !modal.contains(el))
    if (hidden) return null
    const tag = el.tagName.toLowerCase()
    const what = `${tag}${el.id ? `#${el.id}` : ''}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`
    return {
      what,
      heading: /^h[1-6]$/.test(tag) || el.getAttribute('role') === 'heading',
      control: ['input', 'select', 'textarea', 'button'].includes(tag),
      landmark: !/^h[1-6]$/.test(tag) && !['input', 'select', 'textarea', 'button'].includes(tag),
    }
  })
}

/**
 * The headings, landmarks and form controls of the page missing from the accessibility tree, in it
 * with the wrong role, or without a name; an empty list when a screen reader hears all of them.
 */
export async function missingFromTree(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('Accessibility.enable')
    const expected = await page.evaluate(describeChecked, CHECKED)
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: CHECKED })
    if (nodeIds.length !== expected.length) return [`the page changed while read (${nodeIds.length} vs ${expected.length} elements)`]
    const { nodes } = await cdp.send('Accessibility.getFullAXTree')
    const byBackend = new Map(nodes.filter((n) => n.backendDOMNodeId !== undefined).map((n) => [n.backendDOMNodeId!, n]))
    // The whole document came with DOM.getDocument (depth -1): each node's backend id is read from
    // it, not asked for node by node (one round trip each).
    const backendOf = new Map<number, number>()
    const walk = (node: typeof root) => {
      backendOf.set(node.nodeId, node.backendNodeId)
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? []), ...(node.contentDocument ? [node.contentDocument] : [])]) walk(child)
    }
    walk(root)
    const problems: string[] = []
    for (let i = 0; i < nodeIds.length; i++) {
      const want = expected[i]
      if (!want) continue
      const backendNodeId = backendOf.get(nodeIds[i]) ?? (await cdp.send('DOM.describeNode', { nodeId: nodeIds[i] })).node.backendNodeId
      const ax = byBackend.get(backendNodeId)
      if (!ax || ax.ignored) {
        problems.push(`${want.what}: not in the accessibility tree${ax?.ignoredReasons ? ` (${ax.ignoredReasons.map((r) => r.name).join(', ')})` : ''}`)
        continue
      }
      const role = String(ax.role?.value ?? '')
      const name = String(ax.name?.value ?? '').trim()
      if (want.heading && role !== 'heading') problems.push(`${want.what}: role ${role}, not heading`)
      if (want.control && ['generic', 'none', 'StaticText', 'InlineTextBox', ''].includes(role)) problems.push(`${want.what}: no control role (${role})`)
      if (want.landmark && !NAMELESS_OK.has(role) && role !== 'form' && !name) problems.push(`${want.what}: ${role} without a name`)
      if ((want.heading || want.control) && !name) problems.push(`${want.what}: ${role} without a name`)
    }
    return problems
  } finally {
    await cdp.detach()
  }
}
