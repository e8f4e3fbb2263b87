/*
 * The public site's service worker (docs/decisions/184): plain script, served as /sw.js with the
 * build's version written in place of __BUILD__ (src/features/offline/routes.ts).
 * - /assets/ (hashed build files): cache first, in a cache named after the build.
 * - Public page HTML: network first; after TIMEOUT_MS, or with no network, the last copy with a
 *   note "Saved copy from <date> — you are offline"; never seen: an offline page in both languages.
 * - The last MAX_NOTICES notices (/blogs/detail/…) and the last MAX_PDFS PDFs opened, each at most
 *   MAX_PDF_BYTES, kept for reading offline.
 * - Never: the panel (/vvs), the API, the grievance pages, writes, or any answer marked
 *   no-store/private (every answer that sets a cookie is: src/http/security.ts).
 * - Low-data mode (docs/decisions/195): while the footer switch's entry is in SETTINGS, every page
 *   is asked for with `Save-Data: on`, so the server sends its low-data variant.
 */
const BUILD = '__BUILD__'
const ASSETS = `slc-assets-${BUILD}`
// Kept across builds: a saved page still reads offline (its CSS is inline) whatever build made it.
const PAGES = 'slc-pages-v1'
const NOTICES = 'slc-notices-v1'
// Written by the page (src/ui/enhance/low-data-switch.ts, LOW_DATA_SETTING): the visitor's choice.
const SETTINGS = 'slc-settings'
const LOW_DATA_ENTRY = '/low-data'
const CURRENT = [ASSETS, PAGES, NOTICES, SETTINGS]
const TIMEOUT_MS = 3000
const MAX_PAGES = 40
const MAX_NOTICES = 10
const MAX_PDFS = 10
const MAX_PDF_BYTES = 2 * 1024 * 1024
const SAVED_AT = 'x-saved-at'

self.addEventListener('install', () => self.skipWaiting())

self.addEventListener('activate', (event) => {
  // Another build's assets (and any cache this worker does not name) go at once.
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('slc-') && !CURRENT.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})

const langOf = (path) => (path === '/hi' || path.startsWith('/hi/') ? 'hi' : 'en')
const logical = (path) => (langOf(path) === 'hi' ? path.slice(3) || '/' : path)
const isPrivate = (path) => /^\/(vvs|api|grievance)(\/|$)/i.test(logical(path))
const isNotice = (path) => logical(path).startsWith('/blogs/detail/')
const isPdf = (path) => path.startsWith('/documents/')

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET' || request.headers.has('range')) return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || isPrivate(url.pathname)) return
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request))
  else if (isPdf(url.pathname)) event.respondWith(pdf(event, request))
  else if (request.mode === 'navigate') event.respondWith(page(event, request, url))
})

/** An answer no one else's: same origin, 200, and neither no-store nor private. */
function storable(response) {
  return response.ok && response.type === 'basic' && !/no-store|private/i.test(response.headers.get('cache-control') || '')
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS)
  const hit = await cache.match(request)
  if (hit) return hit
  const response = await fetch(request)
  if (storable(response)) await cache.put(request, response.clone())
  return response
}

/** Puts a copy stamped with now under `key`, the newest last, and drops the oldest beyond `max` of those `counted`. */
async function keep(cacheName, key, response, max, counted) {
  const body = await response.blob()
  const headers = new Headers(response.headers)
  headers.set(SAVED_AT, String(Date.now()))
  // the body is kept decoded
  headers.delete('content-encoding')
  headers.delete('content-length')
  const cache = await caches.open(cacheName)
  await cache.delete(key)
  await cache.put(key, new Response(body, { status: response.status, statusText: response.statusText, headers }))
  const keys = (await cache.keys()).filter((request) => counted(new URL(request.url).pathname))
  for (const old of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(old)
}

async function pdf(event, request) {
  try {
    const response = await fetch(request)
    const size = Number(response.headers.get('content-length') || MAX_PDF_BYTES + 1)
    if (storable(response) && size <= MAX_PDF_BYTES) event.waitUntil(keep(NOTICES, request.url, response.clone(), MAX_PDFS, isPdf))
    return response
  } catch (err) {
    const saved = await caches.match(request.url, { cacheName: NOTICES })
    if (saved) return saved
    throw err
  }
}

/**
 * The navigation as asked, or with `Save-Data: on` when the visitor turned low-data mode on. A
 * navigation cannot be copied with new headers: a new request for its URL, redirects handed back to
 * the browser as they come (it follows them as a navigation, through this worker again).
 */
async function withSaveData(request) {
  if (!(await caches.match(LOW_DATA_ENTRY, { cacheName: SETTINGS }))) return request
  const headers = new Headers(request.headers)
  headers.set('save-data', 'on')
  return new Request(request.url, { headers, credentials: 'same-origin', redirect: 'manual', cache: request.cache === 'only-if-cached' ? 'default' : request.cache })
}

async function page(event, request, url) {
  const key = url.origin + url.pathname + url.search
  const network = withSaveData(request).then(fetch).then((response) => {
    const html = (response.headers.get('content-type') || '').startsWith('text/html')
    if (html && storable(response)) {
      event.waitUntil(isNotice(url.pathname) ? keep(NOTICES, key, response.clone(), MAX_NOTICES, isNotice) : keep(PAGES, key, response.clone(), MAX_PAGES, () => true))
    }
    return response
  })
  const late = new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS, 'late'))
  const first = await Promise.race([network.catch(() => 'offline'), late])
  if (first !== 'late' && first !== 'offline') return first
  const saved = await caches.match(key, { cacheName: isNotice(url.pathname) ? NOTICES : PAGES })
  if (saved) {
    network.catch(() => {}) // still kept when it arrives
    return withNote(saved, langOf(url.pathname))
  }
  // Never seen: slow is still better than nothing; no network at all is the offline page.
  return network.catch(() => offlinePage(langOf(url.pathname)))
}

const NOTE_STYLE = 'margin:0;padding:.5rem 1rem;background:#fff3cd;color:#1f1f1f;border-bottom:2px solid #b58105;font-weight:600'

function savedNote(lang, savedAt) {
  // date and time apart: Intl's joined form reads "… को 1:54 am बजे" in Hindi
  const locale = lang === 'hi' ? 'hi-IN' : 'en-IN'
  const at = new Date(savedAt)
  const when = `${new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(at)}, ${new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)}`
  return lang === 'hi' ? `सहेजी गई प्रति, ${when} बजे की — आप ऑफ़लाइन हैं` : `Saved copy from ${when} — you are offline`
}

/** The saved page with the note as the first thing in its <body>. */
async function withNote(saved, lang) {
  const html = await saved.text()
  const note = `<p class="offline-note" role="status" lang="${lang}" style="${NOTE_STYLE}">${savedNote(lang, Number(saved.headers.get(SAVED_AT)))}</p>`
  const headers = new Headers(saved.headers)
  headers.delete('content-length')
  headers.delete('etag')
  return new Response(html.replace(/<body[^>]*>/, (open) => open + note), { status: 200, headers })
}

const OFFLINE_TEXT = {
  en: {
    title: 'You are offline',
    body: 'This page has not been opened on this phone before, so there is no saved copy. Pages you have opened, and the last notices with their PDFs, can be read without a connection.',
    link: 'Notices',
  },
  hi: {
    title: 'आप ऑफ़लाइन हैं',
    body: 'यह पृष्ठ इस फ़ोन पर पहले नहीं खोला गया, इसलिए इसकी कोई सहेजी गई प्रति नहीं है। आपके खोले हुए पृष्ठ और हाल की सूचनाएँ उनकी पीडीएफ़ सहित बिना कनेक्शन के पढ़ी जा सकती हैं।',
    link: 'सूचनाएँ',
  },
}

/** Both languages, the page's own first. */
function offlinePage(lang) {
  const order = lang === 'hi' ? ['hi', 'en'] : ['en', 'hi']
  const sections = order
    .map((l) => `<section lang="${l}"><h${l === lang ? 1 : 2}>${OFFLINE_TEXT[l].title}</h${l === lang ? 1 : 2}><p>${OFFLINE_TEXT[l].body}</p><p><a href="${l === 'hi' ? '/hi/blogs' : '/blogs'}">${OFFLINE_TEXT[l].link}</a></p></section>`)
    .join('')
  const html = `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${OFFLINE_TEXT[lang].title}</title><style>body{font-family:system-ui,"Noto Sans Devanagari",sans-serif;margin:0 auto;max-width:40rem;padding:1rem;line-height:1.6;color:#1f1f1f}section+section{border-top:1px solid #ccc;margin-top:1.5rem}a{color:#12284a}</style></head><body>${sections}</body></html>`
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'", 'cache-control': 'no-store' },
  })
}
