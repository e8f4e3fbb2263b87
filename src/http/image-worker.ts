/**
 * The image process's entry (src/http/image-process.ts): runs the sharp jobs the server sends and
 * answers each with its bytes, the image's header, or sharp's error message.
 */
import sharp, { type Sharp } from 'sharp'
import type { ImageJob } from './image-process.js'

// One image at a time and no cache: a cheap VPS has little memory to spare.
sharp.concurrency(1)
sharp.cache(false)

type Pipeline = Record<string, (...args: unknown[]) => Pipeline>

process.on('message', (job: ImageJob & { id: number }) => {
  const input = typeof job.input === 'string' ? job.input : Buffer.from(job.input.buffer, job.input.byteOffset, job.input.byteLength)
  const work = async () => {
    const image = sharp(input, job.options)
    if (job.metadata) {
      const { format, width, height, orientation } = await image.metadata()
      return { format, width, height, orientation }
    }
    let pipeline = image as unknown as Pipeline
    for (const [method, ...args] of job.steps ?? []) pipeline = pipeline[method]!(...args)
    return (pipeline as unknown as Sharp).toBuffer()
  }
  work().then(
    (value) => process.send!({ id: job.id, ok: true, value }),
    (err: unknown) => process.send!({ id: job.id, ok: false, message: err instanceof Error ? err.message : String(err) }),
  )
})
// The server went away: so does this process.
process.on('disconnect', () => process.exit(0))
