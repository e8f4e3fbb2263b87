/** npx tsx scripts/portraits.ts: (re)writes public/images/faculty/*.svg, the faculty portrait placeholders. */
import fs from 'node:fs'
import path from 'node:path'
import { faculty } from '../src/content/faculty'
import { portraitSvg } from '../src/content/portrait'

for (const member of faculty) {
  const file = path.join('public', member.photo)
  fs.writeFileSync(file, `${portraitSvg(member.name)}\n`)
  console.log(file)
}
