import { AsyncLocalStorage } from 'node:async_hooks'
import fs from 'node:fs'

/**
 * The id of the request being handled (set by src/http/request-log.ts): every line logged while
 * handling it ends with req=<id>, as does the request's own line, so one grep joins them.
 */
export const requestIds = new AsyncLocalStorage<string>()

/**
 * One greppable line per event: ISO time, level, message, then key=value pairs.
 * Never pass passwords, cookies or hashes here.
 */
type Fields = Record<string, string | number | boolean | null | undefined>

function format(level: string, message: string, fields?: Fields): string {
  let line = `${new Date().toISOString()} ${level} ${message}`
  if (fields) {
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue
      const text = String(value)
      line += ` ${key}=${/[\s"]/.test(text) ? JSON.stringify(text) : text}`
    }
  }
  const requestId = requestIds.getStore()
  if (requestId !== undefined && !fields?.req) line += ` req=${requestId}`
  return line
}

let quiet = process.env.LOG_LEVEL === 'silent'

/**
 * Info lines (one per request) are batched and written once per event-loop turn: a write per
 * request costs a system call each and shows in throughput. Warnings and errors go out at once.
 */
let pending = ''
let flushScheduled = false
function flush(): void {
  flushScheduled = false
  if (!pending) return
  const chunk = pending
  pending = ''
  process.stdout.write(chunk)
}
process.once('exit', () => {
  if (pending) fs.writeSync(1, pending)
})

export const log = {
  info(message: string, fields?: Fields) {
    if (quiet) return
    pending += format('INFO', message, fields) + '\n'
    if (pending.length > 16_384) flush()
    else if (!flushScheduled) {
      flushScheduled = true
      setImmediate(flush)
    }
  },
  warn(message: string, fields?: Fields) {
    if (!quiet) process.stderr.write(format('WARN', message, fields) + '\n')
  },
  error(message: string, err?: unknown, fields?: Fields) {
    const stack = err instanceof Error ? `\n${err.stack}` : err === undefined ? '' : ` ${String(err)}`
    process.stderr.write(format('ERROR', message, fields) + stack + '\n')
  },
  setQuiet(value: boolean) {
    quiet = value
  },
}
