import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { SharpOptions } from 'sharp'

/** A sharp method and its arguments, as plain data: `['resize', { width: 480 }]`. */
export type SharpStep = [method: string, ...args: unknown[]]
/** What the image process answers for `imageMetadata` (the header only: nothing is decoded). */
export type ImageHeader = { format?: string; width?: number; height?: number; orientation?: number }
/** A job for the image process: sharp(input, options), then `steps`, then toBuffer() — or metadata(). */
export type ImageJob = { input: Uint8Array | string; options?: SharpOptions; steps?: SharpStep[]; metadata?: boolean }

/** The image process ends after this long without work: most days nobody uploads. */
export const IMAGE_PROCESS_IDLE_MS = 10_000
/** Heap of the image process (pixels live outside it, in libvips). */
const PROCESS_HEAP_MB = 64

type Waiting = { resolve: (value: unknown) => void; reject: (err: Error) => void }
type ImageProcess = { process: ChildProcess; waiting: Map<number, Waiting> }
let current: ImageProcess | null = null
let jobs = 0
let idle: NodeJS.Timeout | undefined

/** The process's file: beside this module in the source tree (run through tsx), or beside the server bundle (image-worker.mjs). */
function workerFile(): URL {
  const here = import.meta.url
  return new URL(here.endsWith('.ts') ? './image-worker-source.mjs' : './image-worker.mjs', here)
}

/**
 * sharp (libvips) runs in a process of its own, started with the first image and ended when idle:
 * loaded into the server it stayed for the server's life, ~20–30 MB of its resident memory
 * (libvips' code, glib's and fontconfig's allocations) after one upload (docs/decisions/136).
 */
function imageProcess(): ImageProcess {
  if (current) return current
  const started: ImageProcess = {
    process: fork(fileURLToPath(workerFile()), [], {
      execArgv: [`--max-old-space-size=${PROCESS_HEAP_MB}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    }),
    waiting: new Map(),
  }
  const { process: child, waiting } = started
  // The process never keeps the server running; its channel does only while a job waits for its answer.
  child.unref()
  child.on('message', (answer: { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string }) => {
    const job = waiting.get(answer.id)
    if (!job) return
    waiting.delete(answer.id)
    if (answer.ok) job.resolve(answer.value)
    else job.reject(new Error(answer.message))
    if (waiting.size > 0) return
    child.channel?.unref()
    // Ended when idle; a job after this goes to a new process, never to this one while it exits.
    idle = setTimeout(() => {
      if (current === started) current = null
      child.kill()
    }, IMAGE_PROCESS_IDLE_MS).unref()
  })
  const gone = (why: string) => {
    if (current === started) current = null
    for (const job of waiting.values()) job.reject(new Error(`image process ${why}`))
    waiting.clear()
  }
  child.on('exit', (code, signal) => gone(`exited (${code ?? signal})`))
  child.on('error', (err) => gone(err.message))
  current = started
  return started
}

function run<T>(job: ImageJob): Promise<T> {
  clearTimeout(idle)
  const id = ++jobs
  const { process: child, waiting } = imageProcess()
  child.channel?.ref()
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (value: unknown) => void, reject })
    child.send({ id, ...job }, (err) => {
      if (err && waiting.delete(id)) reject(err)
    })
  })
}

/** sharp(input, options) with `steps` applied, as the bytes toBuffer() gives; rejects when sharp does. */
export async function sharpBuffer(input: Uint8Array | string, options: SharpOptions | undefined, steps: SharpStep[]): Promise<Buffer> {
  const bytes = await run<Uint8Array>({ input, options, steps })
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** The image's header (format, size, orientation); rejects when it is not an image sharp reads. */
export function imageMetadata(input: Uint8Array | string, options?: SharpOptions): Promise<ImageHeader> {
  return run<ImageHeader>({ input, options, metadata: true })
}
