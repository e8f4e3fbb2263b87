import { log } from '../log'

export type Read<T> = { ok: true; value: T } | { ok: false; message: string }

/**
 * Runs one store read for a page's +data. A failure is logged and handed to the page as a state
 * ("Failed to load …"), so one broken section never turns the whole page into an error page.
 */
export async function readSafely<T>(what: string, read: Promise<T>): Promise<Read<T>> {
  try {
    return { ok: true, value: await read }
  } catch (err) {
    log.error('page data read failed', err, { what })
    return { ok: false, message: err instanceof Error ? err.message : String(err) }
  }
}

/** The value of a read, or the fallback when it failed. */
export function valueOr<T>(read: Read<T>, fallback: T): T {
  return read.ok ? read.value : fallback
}
