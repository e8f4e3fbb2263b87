import { AsyncLocalStorage } from 'node:async_hooks'
import fs from 'node:fs'

/**
 * The id of the request being handled (set by src/http/request-log.ts): every line logged while
 * handling it ends with req=<id>, as does the request's own line, so one grep joins them.
 */
export const requestIds = new AsyncLocalStorage<string>()

/**
 * Runs `handle` with `id` as the request id of everything it starts, until `res` closes.
 *
 * Node 20's AsyncLocalStorage, once enabled, runs a hook for every async resource the process
 * creates (each nextTick, each socket write), cached pages included: ~8% of a cached hit's CPU in
 * a profile. So it is enabled only while a request handled by Express is in flight; the last one
 * to close disables it (Node 22+ keeps the context without hooks, and this costs nothing there).
 */
let requestsInFlight = 0
export function runWithRequestId(id: string, res: { once(event: 'close', listener: () => void): unknown }, handle: () => void): void {
  requestsInFlight++
  res.once('close', () => {
    if (--requestsInFlight === 0) requestIds.disable()
  })
  requestIds.run(id, handle)
}

/**
 * One greppable line per event: ISO time, level, message, then key=value pairs.
 * Never pass passwords, cookies or hashes here.
 */
type Fields = Record<string, string | number | boolean | null | undefined>

/** The time part of a line: one ISO string per millisecond, shared by every line logged in it. */
let stampMs = 0
let stampText = ''
function stamp(): string {
  const now = Date.now()
  if (now !== stampMs) {
    stampMs = now
    stampText = new Date(now).toISOString()
  }
  return stampText
}

/**
 * `ms` to the nearest tenth, written like `toFixed(1)` (an exact tie may round the other way):
 * toFixed takes V8's slow C formatting path, a measurable part of a cached page's CPU when it runs
 * for every request's line.
 */
export function oneDecimal(ms: number): string {
  const tenths = Math.round(ms * 10)
  if (!(tenths >= 0 && tenths < 1e12)) return ms.toFixed(1)
  return `${Math.floor(tenths / 10)}.${tenths % 10}`
}

const NEEDS_QUOTES = /[\s"]/
const field = (key: string, text: string) => ` ${key}=${NEEDS_QUOTES.test(text) ? JSON.stringify(text) : text}`

function format(level: string, message: string, fields?: Fields): string {
  let line = `${stamp()} ${level} ${message}`
  if (fields) {
    for (const key in fields) {
      const value = fields[key]
      if (value !== undefined) line += field(key, String(value))
    }
  }
  const requestId = requestIds.getStore()
  if (requestId !== undefined && !fields?.req) line += ` req=${requestId}`
  return line
}

let quiet = process.env.LOG_LEVEL === 'silent'

/**
 * Info lines (one per request) are collected and written together every FLUSH_MS (or at 16 KB):
 * a write per request, or even per event-loop turn under load, costs a system call each and shows
 * in the CPU a cached page costs. Warnings and errors go out at once, after the info lines before
 * them. What is pending is written synchronously when the process exits.
 */
const FLUSH_MS = 100
let pending = ''
let timer: NodeJS.Timeout | null = null
function flush(): void {
  if (timer) {
    clearTimeout(timer)
    timer = null
  }
  if (!pending) return
  const chunk = pending
  pending = ''
  process.stdout.write(chunk)
}
process.once('exit', () => {
  if (pending) fs.writeSync(1, pending)
})

function queue(line: string): void {
  pending += line
  if (pending.length > 16_384) flush()
  else if (!timer) timer = setTimeout(flush, FLUSH_MS).unref()
}

export const log = {
  info(message: string, fields?: Fields) {
    if (!quiet) queue(format('INFO', message, fields) + '\n')
  },
  /** The line of one answered request (src/http/request-log.ts and the cached-page fast path), built without a fields object. */
  request(method: string, path: string, status: number, ms: number, requestId?: string) {
    if (quiet) return
    let line = `${stamp()} INFO http method=${method}${field('path', path)} status=${status} ms=${oneDecimal(ms)}`
    if (requestId !== undefined) line += ` req=${requestId}`
    queue(line + '\n')
  },
  warn(message: string, fields?: Fields) {
    if (quiet) return
    flush()
    process.stderr.write(format('WARN', message, fields) + '\n')
  },
  error(message: string, err?: unknown, fields?: Fields) {
    flush()
    const stack = err instanceof Error ? `\n${err.stack}` : err === undefined ? '' : ` ${String(err)}`
    process.stderr.write(format('ERROR', message, fields) + stack + '\n')
  },
  /** Writes the pending info lines now (tests, and before a planned exit). */
  flush,
  setQuiet(value: boolean) {
    quiet = value
  },
}
