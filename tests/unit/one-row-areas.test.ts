import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ONE_ROW_AREAS } from '../../src/app/areas'
import { migrateToLatest, openDatabase } from '../../src/db/connection'
import { saveSingleton } from '../../src/db/singleton'
import { getVersion, listVersions, saveText } from '../../src/platform/versions/store'
import { isTextArea, type OneRowArea, type TextArea } from '../../src/platform/versions/area'
import { isPanelKey } from '../../src/ui/admin/panels'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'one-row-areas-'))
const { db, close } = openDatabase(dir)
afterAll(async () => {
  await close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** The about area's number columns; every other field is text. */
const NUMBERS = new Set(['students', 'yearsOfExcellence'])

describe('every declared one-row area (src/app/areas.ts) gets what follows from its declaration', () => {
  it('declares each key once, the three of the first round among them', () => {
    const keys = ONE_ROW_AREAS.map((area) => area.key)
    expect(keys).toEqual(expect.arrayContaining(['about', 'mission-vision', 'topbar']))
    expect(new Set(keys).size).toBe(keys.length)
  })

  for (const area of ONE_ROW_AREAS) {
    it(`${area.key}: a save is kept as a version with its fields, previewed, and put back from those fields only`, async () => {
      await migrateToLatest(db)
      const values = Object.fromEntries(Object.keys(area.fields).map((field) => [field, NUMBERS.has(field) ? 7 : `${field} of ${area.key}`]))
      const declared = area as OneRowArea | TextArea
      if (isTextArea(declared)) await saveText(db, declared, values as Record<string, string>, 'Asha')
      else await saveSingleton(db, declared, values as never, 'Asha')
      const [newest] = await listVersions(db, area)
      expect(newest).toMatchObject({ savedBy: 'Asha', current: true })
      expect(newest.preview).toBe(area.preview({ ...values }))
      expect(newest.preview).not.toBe('')
      const kept = await getVersion(db, area, newest._id)
      expect(kept?.values).toEqual(values)
    })

    // that the log names each of its write routes by it is walked over the router in tests/api/routes.test.ts
    it(`${area.key}: its panel exists`, () => {
      expect(isPanelKey(area.panel)).toBe(true)
    })
  }
})
