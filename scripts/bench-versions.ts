/**
 * `npx tsx scripts/bench-versions.ts`: what keeping the previous version costs a save of a one-row
 * area (docs/decisions/107). Saves the topbar N times (VERSION_SAVES, default 2000) in a fresh
 * temporary database, first as a save was before versions (one transaction: newest row, update),
 * then through saveTopbar (which also keeps the version and prunes to the last 30), and prints the
 * milliseconds per save of each.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { migrateToLatest, openDatabase } from '../src/db/connection'
import { now } from '../src/db/ids'
import { saveTopbar } from '../src/features/topbar/store'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'save-cost-'))
const { db } = openDatabase(dir)
await migrateToLatest(db)
const N = Number(process.env.VERSION_SAVES || 2000)
await saveTopbar(db, { message: 'first', link: '' }, 'bench')
// the save as it was before versions: one transaction, newest row, update
async function oldSave(i: number) {
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('topbar').select('id').orderBy('updatedAt', 'desc').limit(1).executeTakeFirst()
    await trx.updateTable('topbar').set({ message: `Notice ${i}`, link: '', updatedAt: now() }).where('id', '=', current!.id).execute()
  })
}
for (const [name, save] of [['without versions', oldSave], ['with versions (last 30 kept)', (i: number) => saveTopbar(db, { message: `Notice ${i}`, link: '' }, 'bench')]] as const) {
  for (let i = 0; i < 200; i++) await save(i)
  const start = performance.now()
  for (let i = 0; i < N; i++) await save(i)
  console.log(`${name.padEnd(30)} ${((performance.now() - start) / N).toFixed(3)} ms per topbar save (${N} saves)`)
}
console.log('versions kept:', (await db.selectFrom('contentVersions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n)
fs.rmSync(dir, { recursive: true, force: true })
