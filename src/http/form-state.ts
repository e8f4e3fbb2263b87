import { randomBytes } from 'node:crypto'
import type { Request, Response } from 'express'

/**
 * What a visitor typed into a public form that was refused, kept on the server for the page the
 * no-JS redirect leads back to (WCAG 3.3.7 Redundant Entry; docs/decisions/170). The text never
 * travels in the URL: the redirect sets a short-lived cookie holding an opaque id, and the page
 * rendered for that visitor fills the form from here. Bounded in size, count and time; held in
 * memory only (a restart forgets it: the visitor types again, as before).
 */
export const FORM_STATE_COOKIE = 'form_state'
/** How long a refused form's text is kept. */
export const FORM_STATE_TTL_MS = 10 * 60 * 1000
/** Entries kept at most; the oldest goes first. */
export const FORM_STATE_MAX_ENTRIES = 500
/** Bytes of one entry at most (a 5,000-character grievance in Devanagari is about 15 KB). */
export const FORM_STATE_MAX_BYTES = 24 * 1024

export type FormValues = Record<string, string>
export type KeptForm = { form: string; values: FormValues }

export class FormStates {
  private readonly entries = new Map<string, KeptForm & { until: number }>()
  constructor(private readonly now: () => number = Date.now) {}

  get size(): number {
    return this.entries.size
  }

  /**
   * Keeps the string values of the named fields (anything else in the body is dropped) and returns
   * the new id, or null when nothing was typed. The field that passes the byte bound is kept up to
   * it, cut between two characters (only a text past its field's limit is that long, and the form
   * says how much of it came back, docs/decisions/296); later fields are left out.
   */
  keep(form: string, body: unknown, fields: readonly string[]): string | null {
    const values: FormValues = {}
    let bytes = 0
    const sent = (body ?? {}) as Record<string, unknown>
    for (const field of fields) {
      const value = Object.hasOwn(sent, field) ? sent[field] : undefined
      if (typeof value !== 'string' || value === '') continue
      const kept = startWithin(value, FORM_STATE_MAX_BYTES - bytes - field.length)
      if (kept) values[field] = kept
      bytes += Buffer.byteLength(kept) + field.length
      if (kept !== value) break
    }
    if (Object.keys(values).length === 0) return null
    this.sweep()
    while (this.entries.size >= FORM_STATE_MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
    const id = randomBytes(18).toString('base64url')
    this.entries.set(id, { form, values, until: this.now() + FORM_STATE_TTL_MS })
    return id
  }

  /** The kept text of an id, while it lasts; null for an unknown, expired or malformed id. */
  read(id: string | null | undefined): KeptForm | null {
    if (!id || !/^[\w-]{24}$/.test(id)) return null
    const entry = this.entries.get(id)
    if (!entry) return null
    if (entry.until <= this.now()) {
      this.entries.delete(id)
      return null
    }
    return { form: entry.form, values: { ...entry.values } }
  }

  forget(id: string | null | undefined): void {
    if (id) this.entries.delete(id)
  }

  private sweep(): void {
    const now = this.now()
    for (const [id, entry] of this.entries) {
      // entries are in the order they were made, and all live equally long
      if (entry.until > now) break
      this.entries.delete(id)
    }
  }
}

/**
 * The longest start of a text within `bytes` of UTF-8, cut between two characters as a reader sees
 * them: never between a consonant and its vowel sign or virama (hindi.md).
 */
export function startWithin(text: string, bytes: number): string {
  if (Buffer.byteLength(text) <= bytes) return text
  let used = 0
  let end = 0
  for (const { segment, index } of new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(text)) {
    used += Buffer.byteLength(segment)
    if (used > bytes) break
    end = index + segment.length
  }
  return text.slice(0, end)
}

/** The form-state id a request's Cookie header names, or null. */
export function formStateId(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=')
    if (at !== -1 && part.slice(0, at).trim() === FORM_STATE_COOKIE) return part.slice(at + 1).trim() || null
  }
  return null
}

/**
 * On a refused no-JS post: keeps the fields typed (and `said`: what the server adds for the page,
 * e.g. the name of a refused file, the length of a text past its limit; kept first, being short
 * and what the page needs to say what happened) and points the visitor's cookie at them. On an
 * accepted one (`fields` empty): forgets an earlier refusal's text.
 */
export function keepFormState(states: FormStates, req: Request, res: Response, form: string, fields: readonly string[], said: FormValues = {}): void {
  const earlier = formStateId(req.headers.cookie)
  states.forget(earlier)
  const id = fields.length ? states.keep(form, { ...(req.body ?? {}), ...said }, [...Object.keys(said), ...fields]) : null
  const secure = req.secure ? '; Secure' : ''
  if (id) res.setHeader('Set-Cookie', `${FORM_STATE_COOKIE}=${id}; Path=/; Max-Age=${FORM_STATE_TTL_MS / 1000}; HttpOnly; SameSite=Lax${secure}`)
  else if (earlier) res.setHeader('Set-Cookie', `${FORM_STATE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`)
}
