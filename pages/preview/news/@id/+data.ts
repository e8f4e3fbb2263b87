import type { PageContextServer } from 'vike/types'
import { noticePreview } from '../notice-preview'

export type Data = Awaited<ReturnType<typeof noticePreview>>

/**
 * A notice as its public page would show it, draft or scheduled, for the staff who may see it
 * (docs/decisions/225); at /preview/news/<id>/change, with its change kept as a draft on it (279).
 * Anyone else, a visitor without the session cookie first, gets the plain 404 of an unknown
 * notice: never the draft, never a sign that it exists. Never kept: the page cache keeps
 * visitors' renders only (the 404), and a signed-in answer is no-store.
 */
export function data(pageContext: PageContextServer) {
  return noticePreview(pageContext, false)
}

