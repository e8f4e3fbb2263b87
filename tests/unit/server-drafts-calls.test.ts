import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The panel's calls keeping drafts on the server (src/ui/admin/server-drafts.ts, docs/decisions/273
 * and 275), with fetch answered by hand: every call carries its browser and a stamp that grows, and
 * what the panel believes the server holds follows the last call sent, not the last one answered.
 */
type Call = { method: string; url: string; body: string; answer: (ok: boolean) => void }

describe('the panel’s draft calls', () => {
  let calls: Call[]
  beforeEach(() => {
    vi.resetModules()
    calls = []
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      return new Promise((resolve, reject) => {
        calls.push({ method: init.method ?? 'GET', url, body: String(init.body ?? ''), answer: (ok) => (ok ? resolve({ ok: true, status: 200 }) : reject(new TypeError('network'))) })
      })
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('sends each change with its browser and a stamp that only grows', async () => {
    const drafts = await import('../../src/ui/admin/server-drafts')
    drafts.draftChanged('news-add', { title: 'A' }, true)
    drafts.sendServerDrafts(false)
    drafts.draftChanged('news-add', { title: 'AB' }, true)
    drafts.sendServerDrafts(true)
    await settle()
    // the page being left sends at once, ahead of the earlier call waiting its turn: the stamps keep the typing order
    expect(calls.map((call) => [call.method, JSON.parse(call.body).value.title])).toEqual([
      ['PUT', 'AB'],
      ['PUT', 'A'],
    ])
    const [ab, a] = calls.map((call) => new URL(call.url, 'http://panel.test').searchParams)
    for (const order of [ab!, a!]) expect(order.get('from')).toMatch(/^[A-Za-z0-9-]{8,64}$/)
    expect(ab!.get('from')).toBe(a!.get('from'))
    expect(Number(ab!.get('at'))).toBeGreaterThan(Number(a!.get('at')))
  })

  it('a keeping that failed after later calls were sent does not make the panel forget the copy those calls left', async () => {
    const drafts = await import('../../src/ui/admin/server-drafts')
    // typed, saved, typed again: three calls of one key, sent one after another
    drafts.draftChanged('topbar', { message: 'one' }, true)
    drafts.sendServerDrafts(false)
    drafts.draftChanged('topbar', { message: '' }, false)
    drafts.draftChanged('topbar', { message: 'three' }, true)
    drafts.sendServerDrafts(false)
    await settle()
    // the first keeping fails; the removal and the last keeping go through
    calls[0]!.answer(false)
    await settle()
    calls[1]!.answer(true)
    await settle()
    calls[2]!.answer(true)
    await settle()
    expect(calls.map((call) => call.method)).toEqual(['PUT', 'DELETE', 'PUT'])
    // saved again: the server holds "three", so its copy must be removed
    drafts.draftChanged('topbar', { message: '' }, false)
    await settle()
    expect(calls.map((call) => call.method)).toEqual(['PUT', 'DELETE', 'PUT', 'DELETE'])
  })
})
