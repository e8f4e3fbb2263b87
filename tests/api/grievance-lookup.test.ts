import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../helpers/server'
import { apiClient } from './client'

/**
 * The grievance status look-up as a visitor without JavaScript meets it (the page has no script):
 * a field left empty is named in the page's language, on the field, never answered as "no
 * grievance matches"; a look-up past the address's limit keeps the reference typed. Its own server:
 * the look-ups of one address are limited to 10 in 10 minutes.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

/** The look-up form posted as a browser without JavaScript posts it, from the page at `from`. */
const lookUp = (fields: Record<string, string>, from = '/grievance/status') =>
  server.fetch('/api/grievance/status', {
    method: 'POST',
    headers: { origin: server.url, referer: `${server.url}${from}`, accept: 'text/html,application/xhtml+xml', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })

/** The page a redirect leads to, as the browser opens it. */
const pageAfter = async (res: Response) => {
  expect(res.status).toBe(303)
  return (await server.fetch(res.headers.get('location')!)).text()
}

describe('the grievance status look-up without JavaScript', () => {
  it('the form leaves the check to the server, which speaks the page language (the browser speaks the phone language)', async () => {
    for (const path of ['/grievance/status', '/hi/grievance/status']) {
      const page = await (await server.fetch(path)).text()
      expect(page, path).toMatch(/<form[^>]*id="grievance-lookup"[^>]*novalidate/i)
    }
  })

  it('a field left empty is named on its field, in English and in Hindi, and the reference typed is kept', async () => {
    const both = await lookUp({ reference: ' ', accessCode: '' })
    expect(both.headers.get('location')).toBe('/grievance/status?result=noBoth#lookup-reference')
    const bothPage = await pageAfter(both)
    expect(bothPage).toContain('Enter the reference number and the access code from your receipt.')
    expect(bothPage).not.toContain('No grievance matches')
    expect(bothPage).toMatch(/<input id="lookup-reference"[^>]*aria-invalid="true"[^>]*aria-describedby="grievance-lookup-result"/)
    expect(bothPage).toMatch(/<input id="lookup-access-code"[^>]*aria-invalid="true"/)
    expect(bothPage).toContain('id="grievance-lookup-result"')

    const noCode = await lookUp({ reference: 'grv 2026 42', accessCode: '', returnTo: '/hi/grievance/status' }, '/hi/grievance/status')
    expect(noCode.headers.get('location')).toBe('/hi/grievance/status?result=noAccessCode&reference=GRV-2026-0042#lookup-access-code')
    const noCodePage = await pageAfter(noCode)
    expect(noCodePage).toContain('अपनी रसीद पर लिखा एक्सेस कोड लिखें।')
    expect(noCodePage).toContain('value="GRV-2026-0042"')
    expect(noCodePage).toMatch(/<input id="lookup-access-code"[^>]*aria-invalid="true"/)
    expect(noCodePage).not.toMatch(/<input id="lookup-reference"[^>]*aria-invalid/)

    const noReference = await lookUp({ reference: '', accessCode: 'ABCD-EFGH-JKMN' })
    expect(noReference.headers.get('location')).toBe('/grievance/status?result=noReference#lookup-reference')
    expect(await pageAfter(noReference)).toContain('Enter the reference number from your receipt, like GRV-2026-0042.')
  })

  it('a script is told which field is empty (400, errors by field), not that nothing matches', async () => {
    const res = await apiClient(server).json('POST', '/api/grievance/status', { reference: 'GRV-2026-0001' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ success: false, message: 'Enter the access code from your receipt.', errors: { accessCode: 'Enter the access code from your receipt.' } })
  })

  it('past the limit, the look-up comes back saying so with the reference typed kept (never the access code)', async () => {
    let last: Response | undefined
    for (let i = 0; i < 12; i++) last = await lookUp({ reference: 'GRV-2026-0007', accessCode: 'AAAA-BBBB-CCCC' })
    expect(last!.headers.get('location')).toBe('/grievance/status?result=limited&reference=GRV-2026-0007')
    const page = await pageAfter(last!)
    expect(page).toContain('Too many look-ups from this address.')
    expect(page).toContain('value="GRV-2026-0007"')
    expect(page).not.toContain('AAAA-BBBB-CCCC')
  })
})
