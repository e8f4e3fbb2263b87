/**
 * npx tsx scripts/portraits.ts: (re)writes public/images/faculty/*.svg, the portrait placeholders
 * of the initial faculty (the rows migration 007 adds; staff replace them with photos in the panel).
 */
import fs from 'node:fs'
import path from 'node:path'
import { INITIAL_FACULTY } from '../src/db/migrations/007-faculty-and-fees'
import { portraitSvg } from '../src/content/portrait'

for (const member of INITIAL_FACULTY) {
  const file = path.join('public', 'images', 'faculty', `${member.slug}.svg`)
  fs.writeFileSync(file, `${portraitSvg(member.name)}\n`)
  console.log(file)
}
