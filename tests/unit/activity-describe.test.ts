import type { Request } from 'express'
import { describe, expect, it } from 'vitest'
import { ONE_ROW_AREAS, ROW_AREAS } from '../../src/app/areas'
import { describeWrite } from '../../src/platform/activity/describe'

/** A write as the admin-write hook sees it. */
const write = (method: string, url: string, body: Record<string, unknown>) => ({ method, originalUrl: url, body, params: {} }) as unknown as Request

/**
 * The activity log's words for a write that gave none: the names of the fields it changed, but
 * never one that names a secret (a password, a token, a hash), whatever the route: the log is read
 * by every Administrator, and a field's name says what was sent (docs/decisions/160).
 */
describe('the activity log names the fields a change sent, never a secret one', () => {
  const secrets = ['password', 'newPassword', 'currentPassword', 'confirmPassword', 'resetToken', 'token', 'csrfToken', 'passwordHash', 'secret', 'apiSecret', 'PASSWORD', 'Reset_Token']

  for (const method of ['PUT', 'PATCH']) {
    it(`${method}: a body with secret field names beside plain ones names the plain ones only`, () => {
      const body = { ...Object.fromEntries(secrets.map((field) => [field, 'hunter2'])), title: 'Notice', category: 'news' }
      const { summary } = describeWrite(write(method, '/api/blogs/updateBlog/abc', body), null, ONE_ROW_AREAS, ROW_AREAS)
      expect(summary).toBe("changed title, category of news 'Notice'")
      for (const field of secrets) expect(summary.toLowerCase()).not.toContain(field.toLowerCase())
      expect(summary).not.toContain('hunter2')
    })
  }

  it('a body of secrets only is logged as a change of the area, naming no field', () => {
    const { summary } = describeWrite(write('PUT', '/api/admin/somewhere', { password: 'x', resetToken: 'y' }), null, ONE_ROW_AREAS, ROW_AREAS)
    expect(summary).toBe('changed admin')
  })

  it('a POST or DELETE names no field at all, and no value of a secret', () => {
    for (const method of ['POST', 'DELETE']) {
      const { summary } = describeWrite(write(method, '/api/faculty', { name: 'Dr. Rao', password: 'hunter2', resetToken: 'abc' }), null, ONE_ROW_AREAS, ROW_AREAS)
      expect(summary).not.toMatch(/password|resetToken|hunter2|abc/)
    }
  })
})

/**
 * A change's log line names its fields as the panel does, never by a code key (issue 40, item 8):
 * the fields each area declares by their labels or their words, a request's other keys not at all.
 * Walked over every declared area, so a new area or field is covered without being listed here.
 */
describe('the activity log names a change’s fields in words, never by their keys', () => {
  it('news: linkTitle, publishAt and attachmentId are "link title", "publish time" and "PDF"; undeclared keys are left out', () => {
    const body = { title: 'Results', linkTitle: 'Read', publishAt: '2026-12-01T10:00', attachmentId: 'abc', draft: 'true', confirm: true }
    const { summary } = describeWrite(write('PUT', '/api/blogs/updateBlog/abc', body), null, ONE_ROW_AREAS, ROW_AREAS)
    expect(summary).toBe("changed title, link title, publish time, PDF of news 'Results'")
  })

  it('a write of undeclared keys only names no field', () => {
    const { summary } = describeWrite(write('PUT', '/api/blogs/updateBlog/abc', { order: ['a', 'b'], confirm: true }), null, ONE_ROW_AREAS, ROW_AREAS)
    expect(summary).toBe('changed news')
  })

  const areas = [...ONE_ROW_AREAS, ...ROW_AREAS] as readonly { label: string; writes: RegExp; fields: Record<string, { label?: string }> }[]
  for (const area of areas) {
    it(`${area.label}: every declared field is named in lower-case words`, () => {
      const path = area.writes.source.replace(/^\^/, '').replace(/\\\//g, '/').replace(/\(.*$|\\w\*|\$$/g, '')
      const body = Object.fromEntries(Object.keys(area.fields).map((field) => [field, 'x']))
      const { summary } = describeWrite(write('PUT', path, body), null, ONE_ROW_AREAS, ROW_AREAS)
      expect(summary.startsWith(`changed `), summary).toBe(true)
      const named = summary.slice('changed '.length, summary.lastIndexOf(` of ${area.label}`)).split(', ')
      expect(named).toHaveLength(Object.keys(area.fields).length)
      for (const name of named) expect(name, `${area.label}: ${summary}`).not.toMatch(/[a-z][A-Z]|Id$|_/)
    })
  }
})
