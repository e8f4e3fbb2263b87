import { z } from 'zod'

/**
 * The `imageUrl` of a delete call: the stored file name as the lists return it. A full URL or
 * /uploads/… path is reduced to its last segment; it is only ever looked up in the database.
 */
export const storedImageName = z
  .string({ error: 'imageUrl is required' })
  .trim()
  .max(500, { message: 'imageUrl is too long', abort: true })
  .transform((value) => value.split(/[?#]/)[0].split('/').pop() ?? '')
  .pipe(z.string().min(1, 'imageUrl is required'))

/** DELETE /api/home/deleteBannerImages: body { imageUrl }. */
export const deleteBannerSchema = z.object({ imageUrl: storedImageName })
