/**
 * Prints the Devanagari share of the Hindi pages of a running site (issue 37): every /hi page its
 * sitemap lists, or the paths given. Usage: npx tsx scripts/devanagari-share.ts http://localhost:5400 [/hi /hi/aboutUs …]
 * "all" is the share of all visible letters; "unmarked" leaves out text marked lang="en".
 */
import { devanagariShare } from '../tests/helpers/devanagari-share'

const [base = 'http://localhost:3000', ...given] = process.argv.slice(2)
let paths = given
if (!paths.length) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname + new URL(m[1]!).search).filter((p) => p === '/hi' || p.startsWith('/hi/'))
}
const pct = (n: number) => `${(n * 100).toFixed(0)} %`
for (const path of paths) {
  const res = await fetch(base + path)
  const html = await res.text()
  const all = devanagariShare(html)
  const unmarked = devanagariShare(html, { exceptMarked: true })
  console.log(`${path.padEnd(28)} ${String(res.status).padEnd(4)} all ${pct(all.share).padStart(5)}   unmarked ${pct(unmarked.share).padStart(5)}`)
}
