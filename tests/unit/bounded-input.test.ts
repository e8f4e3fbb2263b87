import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { EMAIL_SHAPE } from '../../src/platform/auth/limits'
import { checkLogin } from '../../src/ui/admin/login-checks'

/** Every input schema of every feature (src/features/<area>/schema.ts): a new one is tried automatically. */
const modules = import.meta.glob(['../../src/features/*/schema.ts', '../../src/platform/*/schema.ts'], { eager: true }) as Record<string, Record<string, unknown>>
const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodObject] => entry[1] instanceof z.ZodObject)
    .map(([name, schema]) => ({ name: `${file.replace(/^.*src\/(features|platform)\//, '')} ${name}`, schema })),
)

const SIZE = 100 * 1024
/**
 * 100 KB values shaped to be the worst case for the site's patterns: the e-mail shapes (dots
 * after @ then a space; long local parts), links (scheme then no end), dates (digits), lists
 * (commas), and ones that look valid until the last character.
 */
const WORST_SHAPES: Record<string, string> = {
  'dots after @': 'a@' + '.'.repeat(SIZE) + ' x',
  'dotted local part': 'a.'.repeat(SIZE / 2) + '@',
  'long domain labels': 'a@' + 'a-'.repeat(SIZE / 2) + '.',
  'link without end': 'http://' + 'a'.repeat(SIZE) + ' ',
  digits: '1'.repeat(SIZE) + 'x',
  commas: 'a,'.repeat(SIZE / 2),
  'valid until the end': 'a@b.' + 'c'.repeat(SIZE) + '@',
}

describe('bounded input: every string field of every schema is capped before any pattern runs', () => {
  it('finds the schemas of every feature', () => {
    expect(schemas.map((s) => s.name)).toEqual(expect.arrayContaining([expect.stringMatching(/auth\/schema.ts loginSchema/), expect.stringMatching(/contactSchema/), expect.stringMatching(/admissionSchema/)]))
    expect(schemas.length).toBeGreaterThanOrEqual(10)
  })

  for (const { name, schema } of schemas) {
    it(`${name}: each field refuses 100 KB of each worst shape with one issue (nothing ran after the cap)`, () => {
      for (const field of Object.keys(schema.shape)) {
        for (const [shapeName, value] of Object.entries(WORST_SHAPES)) {
          const result = schema.safeParse({ [field]: value })
          expect(result.success, `${field} ← ${shapeName}`).toBe(false)
          const issues = result.error!.issues.filter((issue) => issue.path[0] === field)
          // One issue: the length cap (or the type) stopped the field. A second one would mean a
          // pattern or refinement still ran over the whole 100 KB.
          expect(issues.map((i) => i.message), `${field} ← ${shapeName}`).toHaveLength(1)
        }
      }
    })
  }

  it('the login form checks the length before its e-mail pattern, and the pattern is the linear one', () => {
    expect(checkLogin(WORST_SHAPES['dots after @']!, 'secret-1').email).toBe('Enter a valid email')
    // the shape that took ~29 s with the old pattern, checked directly at ten times the size
    expect(EMAIL_SHAPE.test('a@' + '.'.repeat(1_000_000) + ' x')).toBe(false)
  })
})
