import { z } from 'zod'
import { altText, requiredText, text } from '../../http/validation'
import { MISSION_VISION_EMPTY } from './messages'

const count = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(10_000_000, `${label} is too large`)

/** POST /api/about/uploadAboutContent (spec §5: all required, numbers at least 0). */
export const aboutContentSchema = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 5000),
  students: count('Students'),
  collegeAcceptance: requiredText('College Acceptance', 20),
  yearsOfExcellence: count('Years of Excellence'),
  /** File name returned by uploadAboutContentImages; empty keeps the current image. */
  image: text('Image', 200).optional().default(''),
})
export type AboutContentInput = z.infer<typeof aboutContentSchema>

export { MISSION_VISION_EMPTY }

/** PUT /api/about/missionVisionUpdate: both non-empty after trimming. */
export const missionVisionSchema = z.object({
  mission: requiredText('Mission', 5000, MISSION_VISION_EMPTY),
  vision: requiredText('Vision', 5000, MISSION_VISION_EMPTY),
})
export type MissionVisionInput = z.infer<typeof missionVisionSchema>

/** POST /api/about/addfoundation and PUT updatefoundation: content required. */
export const foundationSchema = z.object({
  name: text('Name', 200).optional().default(''),
  content: requiredText('Content', 5000),
  /** The photo's description (beside the contract). */
  alt: altText.optional(),
})
export type FoundationInput = z.infer<typeof foundationSchema>
