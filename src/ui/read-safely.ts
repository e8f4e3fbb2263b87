import type { PageContextServer } from 'vike/types'
import { log } from '../log'

export type Read<T> = { ok: true; value: T } | { ok: false }

/**
 * What one render found out about itself, handed to Vike by src/app/pages.ts and read back
 * after rendering: a degraded page is sent no-store and never cached; `expiresAt` (ms since the
 * epoch, 0 for none) bounds how long a cached copy stays valid without a write, for content that
 * changes with time.
 */
export type RenderState = { degraded: boolean; expiresAt: number }

export function newRenderState(): RenderState {
  return { degraded: false, expiresAt: 0 }
}

/** Asks that this render's cached copy be rendered again at `at` (ms since the epoch) at the latest. */
export function validUntil(pageContext: PageContextServer, at: number): void {
  const state = pageContext.renderState
  if (state && (state.expiresAt === 0 || at < state.expiresAt)) state.expiresAt = at
}

/**
 * Runs one store read for a page's +data. A failure is logged (with the database's message) and
 * handed to the page as a state ("Failed to load …", never the error text), and marks the render
 * degraded so the page is not cached; one broken section never turns the whole page into an
 * error page.
 */
export async function readSafely<T>(pageContext: PageContextServer, what: string, read: Promise<T> | (() => Promise<T>)): Promise<Read<T>> {
  try {
    return { ok: true, value: await (typeof read === 'function' ? read() : read) }
  } catch (err) {
    log.error('page data read failed', err, { what })
    if (pageContext.renderState) pageContext.renderState.degraded = true
    return { ok: false }
  }
}

/** The value of a read, or the fallback when it failed. */
export function valueOr<T>(read: Read<T>, fallback: T): T {
  return read.ok ? read.value : fallback
}
