/**
 * The admin panel's one way to talk to /api: JSON or multipart, one error type, and one place that
 * notices an expired session (any 401) so that every panel reacts the same way.
 */

import { heardSessionEnd, SESSION_EXPIRES_IN_HEADER } from './session-clock'
import { BACKGROUND_REQUEST_HEADER } from '../../platform/auth/session-header'
import { inPanelLanguage } from './panel-catalogue'

/** A call that got an answer other than success; `message` is the server's own text, or ''. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message)
  }
}

/** Thrown instead of an ApiError when the session is gone; panels stay quiet, the shell speaks. */
export class SessionExpired extends ApiError {}

export type ApiResult<T = any> = { status: number; body: T }

let onSessionExpired: (message: string) => void = () => {}
/** The dashboard shell registers what to do when any call answers 401 (given the server's message: a suspension says so). */
export function setSessionExpiredHandler(handler: (message: string) => void): void {
  onSessionExpired = handler
}

let onForbidden: () => void = () => {}
/** The dashboard shell registers what to do when any call answers 403 (the role may have changed meanwhile). */
export function setForbiddenHandler(handler: () => void): void {
  onForbidden = handler
}

function serverMessage(body: unknown): string {
  return body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : ''
}

function settle<T>(status: number, body: unknown): ApiResult<T> {
  if (status === 401) {
    onSessionExpired(serverMessage(body))
    throw new SessionExpired(401, serverMessage(body), body)
  }
  if (status === 403) onForbidden()
  const failed = status < 200 || status >= 300 || (body && typeof body === 'object' && (body as { success?: unknown }).success === false)
  if (failed) throw new ApiError(status, serverMessage(body), body)
  return { status, body: body as T }
}

function parseBody(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** JSON (or FormData) request; resolves on a 2xx answer, otherwise throws ApiError/SessionExpired. */
export async function api<T = any>(method: string, path: string, body?: unknown, { background = false } = {}): Promise<ApiResult<T>> {
  // `background`: asked by the panel itself, not by the person; it does not keep the session alive.
  const init: RequestInit = { method, credentials: 'same-origin', headers: { accept: 'application/json', ...(background ? { [BACKGROUND_REQUEST_HEADER]: '1' } : {}) } }
  if (body instanceof FormData) init.body = body
  else if (body !== undefined) {
    init.body = JSON.stringify(body)
    ;(init.headers as Record<string, string>)['content-type'] = 'application/json'
  }
  let res: Response
  let text: string
  try {
    res = await fetch(path, init)
    heardSessionEnd(res.headers.get(SESSION_EXPIRES_IN_HEADER))
    text = await res.text()
  } catch {
    // No answer at all (network down, server stopped): status 0, said as such by the failure helper.
    throw new ApiError(0, '', null)
  }
  return settle<T>(res.status, parseBody(text))
}

/**
 * Multipart upload through XMLHttpRequest, because fetch cannot report upload progress.
 * `onProgress` receives 0..1 as the bytes leave the browser.
 */
export function upload<T = any>(path: string, form: FormData, onProgress: (fraction: number) => void, headers: Record<string, string> = {}): Promise<ApiResult<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    xhr.setRequestHeader('accept', 'application/json')
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    // Every byte has left the browser: what follows is the server's work.
    xhr.upload.onload = () => onProgress(1)
    xhr.onload = () => {
      heardSessionEnd(xhr.getResponseHeader(SESSION_EXPIRES_IN_HEADER))
      try {
        resolve(settle<T>(xhr.status, parseBody(xhr.responseText)))
      } catch (err) {
        reject(err)
      }
    }
    xhr.onerror = () => reject(new ApiError(0, '', null))
    xhr.onabort = () => reject(new ApiError(0, '', null))
    xhr.send(form)
  })
}

/**
 * The reads of spec §7 and the shape of each answer, in one table (docs/decisions/010), filled in
 * where the app is assembled (src/app/admin/reads.ts) so that this kit knows no feature. The
 * server answers exactly these shapes, and tests/api/contract.test.ts holds it to them.
 */
export interface ListReads {}
export type ListPath = keyof ListReads
/** The content areas that "read from a data object" (`{ data }`) and the calls beside the contract that answer so. */
export interface DataReads {}
export type DataPath = keyof DataReads

/** The admin panel's paged reads (?offset=&limit=&q=), beside the contract: `{ data: { items, total, offset, limit } }`. */
export interface PageReads {}
export type PagePath = keyof PageReads
export type PageOf<P extends PagePath> = { items: PageReads[P][]; total: number; offset: number; limit: number }

/** One page of a paged read's answer. */
export function pageOf<P extends PagePath>(path: P, body: unknown): PageOf<P> {
  const data = body && typeof body === 'object' ? (body as { data?: { items?: unknown; total?: unknown } }).data : undefined
  if (!data || !Array.isArray(data.items) || typeof data.total !== 'number') throw unexpected(path, body)
  return data as PageOf<P>
}

/** The one list the spec names inside an object: getfoundation answers `{ foundations: [...] }`. */
const LIST_KEYS: Partial<Record<ListPath, string>> = { '/api/about/getfoundation': 'foundations' }

/** An answer of another shape than the table's: treated as a failed call, never half-read. */
function unexpected(path: string, body: unknown): ApiError {
  return new ApiError(200, `Unexpected answer from ${path}.`, body)
}

/** The rows of a list read's answer. */
export function listOf<P extends ListPath>(path: P, body: unknown): ListReads[P][] {
  const key = LIST_KEYS[path]
  const list = key === undefined ? body : body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined
  if (!Array.isArray(list)) throw unexpected(path, body)
  return list as ListReads[P][]
}

/** The `data` object of a content area's answer. */
export function dataOf<P extends DataPath>(path: P, body: unknown): DataReads[P] {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined
  if (!data || typeof data !== 'object') throw unexpected(path, body)
  return data as DataReads[P]
}

/** The `data` of a write's answer ({ success, message, data }). */
export function writtenData<T>(body: unknown): T | null {
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined
  return data && typeof data === 'object' ? (data as T) : null
}

/** The server's messages by field of a refused write (400 { errors }), or null; shown under their fields in the panel's language. */
export function fieldProblemsOf(err: unknown): Record<string, string> | null {
  const errors = err instanceof ApiError && err.body && typeof err.body === 'object' ? (err.body as { errors?: unknown }).errors : undefined
  if (!errors || typeof errors !== 'object' || !Object.keys(errors).length) return null
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, typeof message === 'string' ? inPanelLanguage(message) : message])) as Record<string, string>
}

/** The server's message for a failed call, else the fallback; in the panel's language. */
export function messageOf(err: unknown, fallback: string): string {
  return inPanelLanguage(err instanceof ApiError && err.message ? err.message : fallback)
}

export function isSessionExpired(err: unknown): boolean {
  return err instanceof SessionExpired
}
