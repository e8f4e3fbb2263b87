import { describe, expect, it } from 'vitest'
import { returnPath } from '../../src/platform/auth/return-to'

/** Decision 131: where sign-in may return to, decided the same way by the server, the login page and its form. */
describe('returnPath', () => {
  it('keeps the dashboard and its known keys, rebuilt', () => {
    expect(returnPath('/vvs/panel/dashboard')).toBe('/vvs/panel/dashboard')
    expect(returnPath('/vvs/panel/dashboard?panel=admission-queries&enquiry=4f2a9c')).toBe('/vvs/panel/dashboard?panel=admission-queries&enquiry=4f2a9c')
    expect(returnPath('/vvs/panel/dashboard?enquiry=4f2a9c&panel=contact-queries')).toBe('/vvs/panel/dashboard?panel=contact-queries&enquiry=4f2a9c')
    expect(returnPath('/vvs/panel/dashboard?panel=grievances&grievance=GRV-2026-0001')).toBe('/vvs/panel/dashboard?panel=grievances&grievance=GRV-2026-0001')
    // unknown keys and values of the wrong shape are dropped
    expect(returnPath('/vvs/panel/dashboard?panel=all-news&message=Call+0000&x=1')).toBe('/vvs/panel/dashboard?panel=all-news')
    expect(returnPath('/vvs/panel/dashboard?panel=All%20News&enquiry=%3Cb%3E')).toBe('/vvs/panel/dashboard')
  })

  it('refuses every address that is not our dashboard', () => {
    for (const value of [
      '',
      '/',
      '/vvs/panel/login',
      '/vvs/panel/dashboards',
      '/vvs/panel/dashboard/',
      '/vvs/panel/dashboard/../../evil',
      '/vvs/panel/dashboard/%2e%2e/evil',
      '/vvs/panel/dashboard%2f..%2f..%2fevil',
      '/vvs/panel/dashboard%5c..',
      '/vvs/panel/dashboard%00',
      '/vvs/panel/dashboard\\evil',
      '/vvs/panel/dashboard//evil.example',
      '/vvs/panel/dashboard?next=//evil.example',
      '/vvs/panel/dashboard\n',
      '/vvs/panel/dashboard @evil.example',
      '/vvs/panel/dashboard@evil.example',
      '//evil.example/vvs/panel/dashboard',
      '/\\evil.example',
      'https://evil.example/vvs/panel/dashboard',
      'http://127.0.0.1/vvs/panel/dashboard',
      'javascript:alert(1)//vvs/panel/dashboard',
      `/vvs/panel/dashboard?panel=${'a'.repeat(600)}`,
    ])
      expect(returnPath(value), JSON.stringify(value)).toBeNull()
    for (const value of [undefined, null, 42, ['/vvs/panel/dashboard'], { toString: () => '/vvs/panel/dashboard' }]) expect(returnPath(value)).toBeNull()
  })
})
