import { z } from 'zod'
import { optionalLink, requiredText } from '../../http/validation'

/** POST /api/topbar/addTopbarData: message required, link optional. */
export const topbarSchema = z.object({
  message: requiredText('Message', 300),
  link: optionalLink('Link'),
})
export type TopbarInput = z.infer<typeof topbarSchema>
