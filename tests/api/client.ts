import { logLineInHindi } from '../../src/platform/activity/admin/text'
import sharp from 'sharp'
import { loginCookie, staffCookie, type TestServer } from '../helpers/server'

export type Answer = { status: number; body: any; headers: Headers }

/**
 * A small HTTP client for the API tests: JSON, urlencoded and multipart bodies, with or without
 * the admin cookie. Writes carry the site's own Origin, as a browser on the site would send.
 */
export function apiClient(server: TestServer, cookie?: string) {
  async function send(method: string, path: string, body?: BodyInit, contentType?: string): Promise<Answer> {
    const headers: Record<string, string> = { origin: server.url }
    if (cookie) headers.cookie = cookie
    if (contentType) headers['content-type'] = contentType
    const res = await server.fetch(path, { method, headers, body, redirect: 'manual' })
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      // not JSON (redirects, pages)
    }
    return { status: res.status, body: parsed, headers: res.headers }
  }
  return {
    get: (path: string) => send('GET', path),
    json: (method: string, path: string, body: unknown) => send(method, path, JSON.stringify(body), 'application/json'),
    form: (path: string, fields: Record<string, string>) => send('POST', path, new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded'),
    multipart: (method: string, path: string, form: FormData) => send(method, path, form),
    delete: (path: string, body?: unknown) => (body === undefined ? send('DELETE', path) : send('DELETE', path, JSON.stringify(body), 'application/json')),
    raw: send,
  }
}

export type ApiClient = ReturnType<typeof apiClient>

/** A multipart body from text fields and files ({ field: [name, bytes, type] }). */
export function formData(fields: Record<string, string>, files: [field: string, name: string, data: Buffer, type?: string][] = []): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const [field, name, data, type] of files) form.append(field, new Blob([new Uint8Array(data)], { type: type ?? 'image/jpeg' }), name)
  return form
}

/** A small real photo: a coloured JPEG of the given size. */
export function jpeg(width = 320, height = 200, colour = '#3a6ea5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).jpeg({ quality: 80 }).toBuffer()
}

export function png(width = 200, height = 120): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 0.5 } } }).png().toBuffer()
}

/** The drafts tests' people: two Editors, Asha and Ravi, and the Administrator, each with a client; the Editors' cookies for page requests. */
export async function draftWriters(server: TestServer) {
  const ashaCookie = await staffCookie(server, 'asha@college.test', 'Asha Editor', 'editor')
  const raviCookie = await staffCookie(server, 'ravi@college.test', 'Ravi Editor', 'editor')
  return { ashaCookie, raviCookie, asha: apiClient(server, ashaCookie), ravi: apiClient(server, raviCookie), admin: apiClient(server, await loginCookie(server)) }
}

/**
 * The activity log's lines (the newest 100) matching `about` that the Hindi panel would show in
 * English: logLineInHindi has no shape for them. A walk that wrote them asks for none.
 */
export async function linesLeftInEnglish(admin: ApiClient, about: RegExp): Promise<string[]> {
  const items = (await admin.get('/api/activity?size=100')).body.data.items as { summary: string }[]
  const lines = items.map((item) => item.summary).filter((line) => about.test(line))
  if (!lines.length) throw new Error(`no line of the log matches ${about}`)
  return lines.filter((line) => logLineInHindi(line) === null)
}
