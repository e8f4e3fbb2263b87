import type { z } from 'zod'
import { parseInput } from './validation.js'

/**
 * Parses an update where an absent field keeps its stored value: the schema's rules apply to each
 * field that was sent, and defaults are not filled in for fields that were not.
 */
export function parsePartialInput<S extends z.ZodObject>(schema: S, body: unknown): Partial<z.output<S>> {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const parsed = parseInput(schema.partial(), source) as Record<string, unknown>
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => source[key] !== undefined)) as Partial<z.output<S>>
}
