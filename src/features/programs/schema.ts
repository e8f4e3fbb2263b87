import { z } from 'zod'
import { requiredText, text } from '../../http/validation'

/** "a, b, ,c" or ["a", " b "] → ["a", "b"]: trimmed, empty items dropped (spec §5). */
export function splitHighlights(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  return items.filter((item): item is string => typeof item === 'string').map((item) => item.trim()).filter(Boolean)
}

/** POST /api/home/uploadPrograms and PUT editProgram/{id}. */
export const programSchema = z.object({
  title: requiredText('Title', 200),
  duration: requiredText('Duration', 60),
  description: text('Description', 5000).optional().default(''),
  highlights: z.preprocess(splitHighlights, z.array(z.string().max(200, { message: 'Each highlight must be at most 200 characters', abort: true })).max(30, 'At most 30 highlights')),
})
export type ProgramInput = z.infer<typeof programSchema>
