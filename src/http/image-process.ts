import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { SharpOptions } from 'sharp'
import { WorkLane, type Trust } from './work-lanes.js'

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

/**
 * Jobs the image process runs at once: two of staff's and one of a stranger's, so that three
 * photos sent together no longer decode side by side in one process (issue 36: 939 MB).
 */
export const IMAGE_JOBS_AT_ONCE = { staff: 2, public: 1 } as const
/** A stranger's jobs that may wait for their turn; one more is answered 503 at once. */
export const PUBLIC_IMAGE_JOBS_WAITING = 6

/**
 * The image could not be worked on now, through no fault of the file: the process died with the job
 * in it (crashed or was killed), or the line is full. Retryable: answered 503 with Retry-After,
 * never "not a picture".
 */
export class ImageWorkUnavailable extends Error {}
export const IMAGE_WORK_UNAVAILABLE = 'The picture could not be processed just now (the image process is busy or restarting). Please send it again in a minute.'

const lanes: Record<Trust, WorkLane> = {
  staff: new WorkLane(IMAGE_JOBS_AT_ONCE.staff, Infinity, () => new ImageWorkUnavailable('image jobs full')),
  public: new WorkLane(IMAGE_JOBS_AT_ONCE.public, PUBLIC_IMAGE_JOBS_WAITING, () => new ImageWorkUnavailable('public image jobs full')),
}

/** Jobs of one kind running in the process and waiting for their turn now. */
export function imageJobLoad(trust: Trust): { running: number; waiting: number } {
  return lanes[trust].load
}

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
  // A process that died and whose exit event has not come yet is never handed a job: a new one starts.
  if (current && isAlive(current.process)) return current
  if (current) gone(current, 'found dead')
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
  child.on('exit', (code, signal) => gone(started, `exited (${code ?? signal})`))
  child.on('error', (err) => gone(started, err.message))
  child.on('disconnect', () => gone(started, 'disconnected'))
  current = started
  return started
}

function isAlive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null && child.connected
}

/**
 * The process ended (crashed, killed, out of memory): the jobs it held fail as retryable, and the
 * next job starts a new process. Before this, a dead process stayed in use and every later upload
 * was refused as "not a picture" until the server restarted (issue 43).
 */
function gone(ended: ImageProcess, why: string): void {
  if (current === ended) current = null
  for (const job of ended.waiting.values()) job.reject(new ImageWorkUnavailable(`image process ${why}`))
  ended.waiting.clear()
}

/** The image process's id while one runs (tests kill it to prove the restart). */
export function imageProcessId(): number | undefined {
  return current && isAlive(current.process) ? current.process.pid : undefined
}

function send<T>(job: ImageJob): Promise<T> {
  clearTimeout(idle)
  const id = ++jobs
  const started = imageProcess()
  const { process: child, waiting } = started
  child.channel?.ref()
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (value: unknown) => void, reject })
    child.send({ id, ...job }, (err) => {
      if (err && waiting.delete(id)) reject(new ImageWorkUnavailable(`image process unreachable: ${err.message}`))
    })
  })
}

/** A job in its sender's lane: at most IMAGE_JOBS_AT_ONCE of each kind in the process. */
function run<T>(job: ImageJob, trust: Trust): Promise<T> {
  return lanes[trust].run(() => send<T>(job))
}

/**
 * sharp(input, options) with `steps` applied, as the bytes toBuffer() gives; rejects when sharp does,
 * or with ImageWorkUnavailable when the process could not do the job.
 */
export async function sharpBuffer(input: Uint8Array | string, options: SharpOptions | undefined, steps: SharpStep[], trust: Trust = 'staff'): Promise<Buffer> {
  const bytes = await run<Uint8Array>({ input, options, steps }, trust)
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** The image's header (format, size, orientation); rejects when it is not an image sharp reads. */
export function imageMetadata(input: Uint8Array | string, options?: SharpOptions, trust: Trust = 'staff'): Promise<ImageHeader> {
  return run<ImageHeader>({ input, options, metadata: true }, trust)
}
