import { fillPath, type AppRoute } from './routes'

/** A small seeded generator (mulberry32): the same seed gives the same requests, run after run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!
  return { next, int, pick, chance: (p: number) => next() < p }
}
export type Random = ReturnType<typeof seededRandom>

/** Every field name any form or API call of the site uses: wrong values go into each. */
const FIELDS = [
  'title', 'description', 'date', 'category', 'link', 'linkTitle', 'message', 'fullname', 'city', 'phone', 'course',
  'name', 'email', 'mobile', 'password', 'mission', 'vision', 'students', 'collegeAcceptance', 'yearsOfExcellence',
  'content', 'duration', 'highlights', 'imageUrl', 'image', '_id', 'id', 'website', '__proto__', 'constructor',
] as const

const ODD_TEXT = [
  '', ' ', '\t\n', 'a', '0', '-1', '1e309', 'NaN', 'null', 'true', '[]', '{}', "'; drop table blogs; --", '" or 1=1 --',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '../../../../etc/passwd', '..\\..\\win.ini',
  '\u0000', 'a\u0000b', '\u2028\u2029', '\u202Eevil', '\uFEFF', '\uD800', '\uDFFF\uD800', 'ſcript', '𝓉𝑒𝓍𝓉', '👩‍⚖️'.repeat(50), 'é'.normalize('NFD'),
  '%00', '%ZZ', '${7*7}', '{{7*7}}', '\r\nSet-Cookie: x=1', '2024-13-45', '9999-12-31', 'LLB(5yrs.)', 'news', 'admission news', 'https://example.org',
  'http://', 'data:text/html,<script>alert(1)</script>', 'x@y', 'admin@college.test',
]

function oddValue(rnd: Random, depth = 0): unknown {
  switch (rnd.int(depth > 1 ? 6 : 9)) {
    case 0:
    case 1:
    case 2:
      return rnd.pick(ODD_TEXT)
    case 3:
      return rnd.pick([0, -1, 1.5, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, 42])
    case 4:
      return rnd.pick([null, true, false])
    case 5:
      // long text: a few KB, sometimes just under and over the usual field caps
      return rnd.pick(['x', 'अ', '<b>', '\u202E']).repeat(rnd.pick([101, 201, 2001, 5001, 20_001]))
    case 6:
      return Array.from({ length: rnd.int(4) }, () => oddValue(rnd, depth + 1))
    case 7:
      return { nested: oddValue(rnd, depth + 1), toString: 'x' }
    default:
      return Array.from({ length: rnd.pick([0, 1000]) }, (_, i) => i)
  }
}

function oddObject(rnd: Random): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  const count = rnd.int(8)
  for (let i = 0; i < count; i++) body[rnd.pick(FIELDS)] = oddValue(rnd)
  return body
}

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const FAKE_FILES: { name: string; type: string; data: Buffer }[] = [
  { name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('not really a jpeg') },
  { name: 'dot.png', type: 'image/png', data: TINY_PNG },
  { name: 'evil.svg', type: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
  { name: '../../escape.jpg', type: 'image/jpeg', data: TINY_PNG },
  { name: 'empty.jpg', type: 'image/jpeg', data: Buffer.alloc(0) },
  { name: 'notes.txt', type: 'text/plain', data: Buffer.from('hello') },
  { name: 'half.png', type: 'image/png', data: TINY_PNG.subarray(0, 30) },
]

/** A raw multipart body that is broken in one of several ways. */
function brokenMultipart(rnd: Random): { body: Buffer; contentType: string } {
  const boundary = 'fuzzBoundary' + rnd.int(1e6)
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="${rnd.pick(FIELDS)}"\r\n\r\n${String(rnd.pick(ODD_TEXT))}\r\n`
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${rnd.pick(['a.jpg', '../../x.jpg', '', '\u202Egpj.exe'])}"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0garbage`
  switch (rnd.int(5)) {
    case 0: // truncated: no closing boundary
      return { body: Buffer.from(part + file), contentType: `multipart/form-data; boundary=${boundary}` }
    case 1: // no boundary parameter at all
      return { body: Buffer.from(part), contentType: 'multipart/form-data' }
    case 2: // boundary in the header differs from the body
      return { body: Buffer.from(part + `--${boundary}--\r\n`), contentType: 'multipart/form-data; boundary=other' }
    case 3: // header without its blank line
      return { body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n--${boundary}--`), contentType: `multipart/form-data; boundary=${boundary}` }
    default: // many fields
      return { body: Buffer.from(part.repeat(200) + `--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}` }
  }
}

function multipart(rnd: Random): FormData {
  const form = new FormData()
  const fields = rnd.int(6)
  for (let i = 0; i < fields; i++) {
    const value = oddValue(rnd)
    form.append(rnd.pick(FIELDS), typeof value === 'string' ? value : JSON.stringify(value) ?? '')
  }
  const files = rnd.pick([0, 1, 1, 2, 4, 12])
  for (let i = 0; i < files; i++) {
    const f = rnd.pick(FAKE_FILES)
    form.append(rnd.pick(['image', 'image', `image${i + 1}`, 'file', 'images']), new Blob([new Uint8Array(f.data)], { type: f.type }), f.name)
  }
  return form
}

/** encodeURIComponent, except that a lone surrogate becomes its raw (invalid) UTF-8 bytes. */
function safeEncode(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const
const PARAM_VALUES = ['', 'x', 'ffffffffffffffffffffffff', '..', '..%2F..%2Fetc%2Fpasswd', '%ZZ', '%00', '%E2%80%AE', '%3Cscript%3E', 'a'.repeat(3000), '1 OR 1=1', '%F0%9F%98%80']

export type FuzzRequest = { method: string; path: string; headers: Record<string, string>; body?: string | Buffer | FormData; withCookie: boolean; kind: string }

/**
 * One malformed request for a route: wrong method, odd path parameters, broken or wrongly typed
 * bodies (JSON, url-encoded, multipart), wrong content types, and sometimes an admin cookie.
 */
export function malformedRequest(rnd: Random, route: AppRoute, ids: string[], cookie: string, origin: string): FuzzRequest {
  const method = rnd.chance(0.8) ? route.method : rnd.pick(METHODS)
  let path = fillPath(route.path, () => (ids.length && rnd.chance(0.4) ? rnd.pick(ids) : rnd.pick(PARAM_VALUES)))
  if (rnd.chance(0.08)) path += rnd.pick(['/', '/extra', '?x=%ZZ', '?' + 'q=1&'.repeat(500), '?__proto__[x]=1', '/..%2f..%2f'])
  const withCookie = rnd.chance(0.5)
  const headers: Record<string, string> = { origin }
  if (withCookie) headers.cookie = cookie
  let body: FuzzRequest['body']
  let kind: string
  switch (rnd.int(10)) {
    case 0:
      kind = 'broken-json'
      headers['content-type'] = 'application/json'
      body = rnd.pick(['{', '{"title": ', '[1,2', '{"a":1}}', 'nul', '\u0000', "{'single':'quotes'}", '{"a":"\\uZZZZ"}', '{"a":' + '['.repeat(5000)])
      break
    case 1:
      kind = 'json-not-object'
      headers['content-type'] = 'application/json'
      body = rnd.pick(['[]', '"text"', '123', 'null', 'true', '[{"title":"x"}]'])
      break
    case 2:
    case 3:
      kind = 'json-wrong-types'
      headers['content-type'] = rnd.pick(['application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'application/json; charset=utf-9'])
      body = JSON.stringify(oddObject(rnd))
      break
    case 4:
      kind = 'urlencoded'
      headers['content-type'] = 'application/x-www-form-urlencoded'
      body = Array.from({ length: rnd.int(6) }, () => `${rnd.pick(FIELDS)}=${rnd.pick(['%ZZ', safeEncode(String(rnd.pick(ODD_TEXT))), 'a&a=b'])}`).join('&')
      break
    case 5:
      kind = 'multipart'
      body = multipart(rnd)
      break
    case 6:
      kind = 'broken-multipart'
      ;({ body, contentType: headers['content-type'] } = brokenMultipart(rnd))
      break
    case 7:
      kind = 'wrong-content-type'
      headers['content-type'] = rnd.pick(['text/plain', 'application/xml', 'image/jpeg', 'garbage', 'multipart/mixed; boundary=x', 'application/json; boundary=%'])
      body = JSON.stringify(oddObject(rnd))
      break
    case 8:
      kind = rnd.chance(0.1) ? 'huge' : 'empty'
      headers['content-type'] = rnd.pick(['application/json', 'application/x-www-form-urlencoded'])
      body = kind === 'huge' ? JSON.stringify({ title: 'x'.repeat(300_000) }) : ''
      break
    default:
      kind = 'missing-fields'
      headers['content-type'] = 'application/json'
      body = '{}'
  }
  if (method === 'GET' || method === 'HEAD') body = undefined
  return { method, path, headers, body, withCookie, kind }
}

/**
 * Broken percent-encodings and path tricks, spliced into a real address of a mount: a lone or
 * truncated "%", invalid hex, overlong UTF-8 ("%c0%ae" = "."), invalid bytes, NUL, encoded
 * slashes and dot segments, double encodings, backslashes, long runs.
 */
const BAD_PIECES = [
  '%', '%%', '%2', '%zz', '%ZZ', '%c0%ae%c0%ae', '%e0%80%af', '%ff', '%fe%ff', '%00', '%ed%a0%80', '%uD800', '%252e%252e',
  '..%2f..%2f', '%2e%2e%2f%2e%2e%2fpackage.json', '..%5c..%5c', '\\..\\', '//', '/./', '/../', ';', '%3b', '%23', '%3f%', '.br', '.gz',
  '%'.repeat(300), 'a%'.repeat(200), '%e2%80%ae', '%0d%0aSet-Cookie:%20x=1',
]

/** Odd request headers the static servers read: ranges, encodings, validators. */
const ODD_HEADERS: Record<string, string>[] = [
  {}, { range: 'bytes=9-2' }, { range: 'bytes=-0' }, { range: 'bytes=abc' }, { range: 'bytes=0-1,5-6,-2' }, { range: 'bytes=99999999999-' },
  { 'accept-encoding': 'br;q=0, gzip;q=0' }, { 'accept-encoding': ',' + ' ,'.repeat(2000) }, { 'accept-encoding': 'x'.repeat(4000) },
  { 'if-none-match': '*' }, { 'if-modified-since': 'not a date' }, { 'if-range': 'W/"x"', range: 'bytes=0-1' },
]

/** Raw paths (never normalised by a URL parser) that break `base` in one of many ways. */
export function malformedPaths(rnd: Random, base: string, count: number): { method: string; path: string; headers: Record<string, string> }[] {
  return Array.from({ length: count }, () => {
    const piece = rnd.pick(BAD_PIECES)
    const cut = rnd.int(base.length + 1)
    const path = rnd.pick([
      base + piece,
      base.slice(0, cut) + piece + base.slice(cut),
      base.replace(/\/[^/]*$/, '/' + piece),
      base + '?' + piece,
      (base + piece).replace(/^\//, '/' + piece + '/'),
    ])
    return { method: rnd.pick(['GET', 'GET', 'HEAD', 'POST']), path: path.startsWith('/') ? path : '/' + path, headers: rnd.pick(ODD_HEADERS) }
  })
}
