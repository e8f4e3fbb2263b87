/**
 * Stored-XSS corpus, shared by the HTML test (tests/hardening/xss.test.ts) and the browser test
 * (tests/e2e/xss.spec.ts). Each payload starts with a token (X7 …) so a test can see where it was
 * rendered, and if it ever ran it would create an element with id "xss-N", set window.__xss or
 * open a dialog.
 */
const raw = [
  (n: number) => `<script>window.__xss=${n};alert(${n})</script>`,
  (n: number) => `<img id="xss-${n}" src=x onerror="window.__xss=${n};alert(${n})">`,
  (n: number) => `"><img id=xss-${n} src=x onerror=alert(${n})>`,
  (n: number) => `'><svg id=xss-${n} onload=alert(${n})>`,
  (n: number) => `<a id="xss-${n}" href="javascript:alert(${n})">click</a>`,
  (n: number) => `javascript:window.__xss=${n}`,
  (n: number) => `<img id=xss-${n} src=x onerror=alert(${n}) `,
  (n: number) => `</textarea></title></style><img id=xss-${n} src=x onerror=alert(${n})>`,
  (n: number) => `</script><script>window.__xss=${n}</script>`,
  (n: number) => `<!--<img id=xss-${n} src=x onerror=alert(${n})>-->`,
  (n: number) => `\u2028\u2029<img id=xss-${n} src=x onerror=alert(${n})>\u2028`,
  (n: number) => `\u202E<img id=xss-${n} src=x onerror=alert(${n})>gpj.exe`,
  (n: number) => `<ſcript>window.__xss=${n}</ſcript><ſvg id=xss-${n} onload=alert(${n})>`,
  (n: number) => `<scr\u0000ipt>window.__xss=${n}</scr\u0000ipt>`,
  (n: number) => `＜script＞window.__xss=${n}＜/script＞`,
  (n: number) => `{{constructor.constructor('window.__xss=${n}')()}}`,
  (n: number) => `**<img id=xss-${n} src=x onerror=alert(${n})>\n**second bullet`,
  (n: number) => `<iframe id=xss-${n} srcdoc="<script>parent.__xss=${n}</script>"></iframe>`,
  (n: number) => `<details id=xss-${n} open ontoggle=alert(${n})>`,
  (n: number) => `"}]'></div><img id=xss-${n} src=x onerror=alert(${n})>`,
  (n: number) => `<math><mtext><table><mglyph><style><img id=xss-${n} src=x onerror=alert(${n})>`,
  (n: number) => `&lt;img id=xss-${n} src=x onerror=alert(${n})&gt;`,
  (n: number) => `<svg><animate id=xss-${n} onbegin=alert(${n}) attributeName=x dur=1s>`,
  (n: number) => `<input id=xss-${n} autofocus onfocus=alert(${n})>`,
  (n: number) => `<a id=xss-${n} href="jav&#x09;ascript:alert(${n})">x</a><form id=xss-f${n} action="javascript:alert(${n})"><button>go</button></form>`,
]

export const XSS_PAYLOADS: string[] = raw.map((make, n) => `X${n} ${make(n)}`)

/** A link that passes the http(s) check but tries to break out of the attribute. */
export const xssLink = (n: number) => `https://example.org/X${n}"><svg/onload=alert(${n})>`

export type Seeded = { blogIds: string[]; stored: number; refused: number; fieldsTried: number }

type Write = { label: string; send: () => Promise<Response> }

/**
 * Saves payload n through the API into every text field of every entity, as an admin would (and
 * as a visitor for the two public forms). Fields have length caps: a payload is cut to the cap.
 */
function writesFor(base: string, cookie: string, n: number, image: Buffer, categoryName: (n: number) => string): Write[] {
  const p = XSS_PAYLOADS[n]!
  const cap = (max: number) => p.slice(0, max)
  const json = (path: string, method: string, body: object, withCookie = true) => () =>
    fetch(base + path, { method, headers: { 'content-type': 'application/json', origin: base, ...(withCookie ? { cookie } : {}) }, body: JSON.stringify(body) })
  const multipart = (path: string, fields: Record<string, string>) => () => {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), `${cap(40)}.jpg`)
    return fetch(base + path, { method: 'POST', headers: { origin: base, cookie }, body: form })
  }
  return [
    { label: 'blog', send: multipart('/api/blogs/createBlog', { title: cap(200), description: p, linkTitle: cap(100), link: xssLink(n), date: '2026-01-15', category: n % 2 ? 'Admission News' : 'News' }) },
    { label: 'blog javascript: link', send: multipart('/api/blogs/createBlog', { title: cap(200), description: p, link: `javascript:alert(${n})`, date: '2026-01-15', category: 'News' }) },
    { label: 'program', send: json('/api/home/uploadPrograms', 'POST', { title: cap(200), duration: cap(60), description: p, highlights: [cap(200), `X${n} plain`] }) },
    { label: 'category', send: json('/api/event/addCategory', 'POST', { category: categoryName(n) }) },
    {
      label: 'event image',
      send: () => {
        const form = new FormData()
        form.append('category', categoryName(n))
        form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'e.jpg')
        return fetch(base + '/api/event/uploadEventImages', { method: 'POST', headers: { origin: base, cookie }, body: form })
      },
    },
    { label: 'foundation', send: multipart('/api/about/addfoundation', { name: cap(200), content: p }) },
    { label: 'topbar', send: json('/api/topbar/addTopbarData', 'POST', { message: cap(300), link: xssLink(n) }) },
    { label: 'about', send: json('/api/about/uploadAboutContent', 'POST', { title: cap(200), description: p, students: 1200, collegeAcceptance: cap(20), yearsOfExcellence: 25 }) },
    { label: 'mission & vision', send: json('/api/about/missionVisionUpdate', 'PUT', { mission: `${p}\n${p}`, vision: p }) },
    { label: 'admission', send: json('/api/admission/submit', 'POST', { fullname: cap(120), city: cap(80), phone: cap(20), course: '' }, false) },
    { label: 'contact', send: json('/api/contact/addContact', 'POST', { name: cap(120), email: `x${n}@example.org`, mobile: cap(20), message: p }, false) },
  ]
}

/** The event category name for payload n (category names are capped at 80 characters). */
export const xssCategory = (n: number) => XSS_PAYLOADS[n]!.slice(0, 80)

/** Writes payload n everywhere; returns what the API accepted. */
export async function seedPayload(base: string, cookie: string, n: number, image: Buffer): Promise<Seeded> {
  const result: Seeded = { blogIds: [], stored: 0, refused: 0, fieldsTried: 0 }
  for (const write of writesFor(base, cookie, n, image, xssCategory)) {
    const res = await write.send()
    const body = (await res.json().catch(() => null)) as { data?: { _id?: string } } | null
    result.fieldsTried++
    if (res.status >= 500) throw new Error(`${write.label} with payload ${n}: ${res.status}`)
    if (res.status < 300) {
      result.stored++
      if (write.label.startsWith('blog') && body?.data?._id) result.blogIds.push(body.data._id)
    } else {
      result.refused++
      if (write.label === 'blog javascript: link') continue // refused by design: only http(s) links
      if (res.status === 401 || res.status === 403 || res.status === 404) throw new Error(`${write.label} with payload ${n}: ${res.status}`)
    }
  }
  return result
}

/** Real tags of an HTML document with their quoted attribute values blanked (those are inert text). */
function tagsOf(html: string): string[] {
  return (html.match(/<[a-zA-Zſ][^<>]*>/g) ?? []).map((tag) => tag.replace(/"[^"]*"|'[^']*'/g, '""'))
}

/** Everything in an HTML document that would run or inject markup: empty when the payloads stayed text. */
export function findInjections(html: string): string[] {
  const found: string[] = []
  for (const tag of tagsOf(html)) {
    if (/\bid\s*=\s*xss-/i.test(tag) || /\son[a-z]+\s*=/i.test(tag)) found.push(`injected tag: ${tag.slice(0, 120)}`)
    if (/^<(ſ|scr\u0000)/i.test(tag)) found.push(`odd script tag: ${tag.slice(0, 120)}`)
  }
  for (const m of html.matchAll(/<[a-z][^<>]*\bid="xss-[^"]*"[^<>]*>/gi)) found.push(`element with xss id: ${m[0].slice(0, 120)}`)
  for (const m of html.matchAll(/\b(href|src|action|formaction)\s*=\s*"\s*(javascript:|vbscript:|data:text\/html)[^"]*"/gi)) found.push(`script URL: ${m[0].slice(0, 120)}`)
  for (const m of html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/gi)) found.push(`inline script: ${m[0]}`)
  for (const m of html.matchAll(/<(iframe|object|embed)\b[^<>]*>/gi)) found.push(`embedded document: ${m[0].slice(0, 120)}`)
  return found
}
