import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { EMAIL_SHAPE, isEmailAddress } from '../../src/platform/auth/limits'
import { ConfigError, loadConfig } from '../../src/config'
import { readMailConfig } from '../../src/platform/mail/config'
import { checkLogin } from '../../src/ui/admin/login-checks'
import { mailHref } from '../../src/ui/links'

/**
 * Issue 26, row 11: one strict e-mail rule (EMAIL_SHAPE / isEmailAddress) for every e-mail field.
 * The committee check accepted `?`, so `x@y.in?bcc=…` became a mailto: link that adds recipients.
 * Every exported schema with an e-mail field is found and given the same bad addresses.
 */

/** Each one is refused by every e-mail field. */
const BAD = [
  'x@y.in?bcc=a@b.c',
  'x@y.in?bcc=a',
  'x?bcc=a@y.in',
  'x@y.in&cc=a@b.c',
  'x%40y@z.in',
  'x@y.in#top',
  'mailto:x@y.in',
  'x y@y.in',
  'x@y .in',
  'x@y.in\r\nBcc: a@b.c',
  'x@y.in\nBcc: a@b.c',
  'x@y.in\rBcc: a@b.c',
  '<x@y.in>',
  '"x"@y.in',
  'Name <x@y.in>',
  'x@@y.in',
  'x@y@z.in',
  'x@y',
  'x@y.i',
  'x@y..in',
  '.x@y.in',
  'x.@y.in',
  'x..y@y.in',
  '@y.in',
  'x@',
  'x@.in',
]
/** Each one is accepted by every e-mail field. */
const GOOD = ['principal@college.ac.in', 'a.b_c+tag@mail.example-college.in', "o'neil@example.com", 'DESK@College.Test']

const SRC = path.resolve('src')

/** Every exported zod object schema in src with a field named e-mail, as [module, export, field]. */
async function emailFields(): Promise<[string, string, string, z.ZodType][]> {
  const found: [string, string, string, z.ZodType][] = []
  for (const name of fs.readdirSync(SRC, { recursive: true }) as string[]) {
    if (!/\.ts$/.test(name)) continue
    const file = path.join(SRC, name)
    if (!/\bz\.object\s*\(/.test(fs.readFileSync(file, 'utf8'))) continue
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>
    for (const [exportName, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodObject)) continue
      for (const key of Object.keys(value.shape)) if (/e-?mail/i.test(key)) found.push([name, exportName, key, value])
    }
  }
  return found
}

/** The issues a schema finds on one field, given only that field. */
function issuesOn(schema: z.ZodType, key: string, value: string): string[] {
  const result = schema.safeParse({ [key]: value })
  return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === key).map((issue) => issue.message)
}

describe('one strict e-mail rule', () => {
  it('the walk finds the e-mail field of sign-in, staff accounts, committee members and the contact form', async () => {
    const names = (await emailFields()).map(([, exportName, key]) => `${exportName}.${key}`)
    expect(names).toEqual(expect.arrayContaining(['loginSchema.email', 'staffSchema.email', 'memberSchema.email', 'contactSchema.email']))
  })

  it('every e-mail field refuses each bad address, with its own message, and accepts the good ones', async () => {
    for (const [file, exportName, key, schema] of await emailFields()) {
      for (const bad of BAD) expect(issuesOn(schema, key, bad), `${file} ${exportName}.${key} accepted ${JSON.stringify(bad)}`).not.toEqual([])
      for (const good of GOOD) expect(issuesOn(schema, key, good), `${file} ${exportName}.${key} refused ${good}`).toEqual([])
    }
  })

  it('the fields keep their messages letter for letter', () => {
    const messages = (schema: z.ZodType, key: string) => issuesOn(schema, key, 'x@y.in?bcc=a@b.c')
    return Promise.all([
      import('../../src/platform/auth/schema').then((m) => expect(messages(m.loginSchema, 'email')).toEqual(['Enter a valid email'])),
      import('../../src/features/accounts/schema').then((m) => expect(messages(m.staffSchema, 'email')).toEqual(['Enter a valid email'])),
      import('../../src/features/committees/schema').then((m) => expect(messages(m.memberSchema, 'email')).toEqual(['E-mail must look like name@example.in'])),
      import('../../src/features/enquiries/schema').then((m) => expect(messages(m.contactSchema, 'email')).toEqual(['Enter a valid email'])),
    ])
  })

  it('the login form in the browser, ADMIN_EMAIL, NOTIFY_EMAILS and MAIL_FROM follow the same rule', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'email-config-'))
    try {
      for (const bad of BAD) {
        expect(checkLogin(bad, 'long-enough').email, JSON.stringify(bad)).toBe('Enter a valid email')
        expect(() => loadConfig({ ADMIN_EMAIL: bad, ADMIN_PASSWORD: 'long-enough' }, dir), JSON.stringify(bad)).toThrow(ConfigError)
        const mail = readMailConfig({ SMTP_URL: 'smtp://mail.example.in:587', NOTIFY_EMAILS: `desk@college.test,${bad}` })
        expect(mail, JSON.stringify(bad)).toMatchObject({ enabled: false })
      }
      for (const good of GOOD) {
        expect(checkLogin(good, 'long-enough')).toEqual({})
        expect(loadConfig({ ADMIN_EMAIL: good, ADMIN_PASSWORD: 'long-enough' }, dir).adminEmail).toBe(good)
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a stored address that breaks the rule is shown as text, never as a mailto: link', () => {
    for (const bad of BAD) expect(mailHref(bad), JSON.stringify(bad)).toBeNull()
    expect(mailHref(' principal@college.ac.in ')).toBe('mailto:principal@college.ac.in')
  })

  it('runs in linear time on the worst shapes of 200 characters and far beyond', () => {
    const started = performance.now()
    for (const worst of ['a@' + 'a.'.repeat(100_000) + '1', 'a.'.repeat(100_000) + '@', 'a@' + 'a'.repeat(200_000) + '.', 'a@' + '-'.repeat(200_000)]) expect(EMAIL_SHAPE.test(worst)).toBe(false)
    // wide: a quadratic pattern takes many minutes on these, a linear one milliseconds (seconds on a loaded machine)
    expect(performance.now() - started).toBeLessThan(60_000)
    expect(isEmailAddress('a@b.in'.padStart(201, 'a'))).toBe(false)
  })
})
