/**
 * The admin panel's one way to talk to /api: JSON or multipart, one error type, and one place that
 * notices an expired session (any 401) so that every panel reacts the same way.
 */

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

let onSessionExpired: () => void = () => {}
/** The dashboard shell registers what to do when any call answers 401. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler
}

function serverMessage(body: unknown): string {
  return body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : ''
}

function settle<T>(status: number, body: unknown): ApiResult<T> {
  if (status === 401) {
    onSessionExpired()
    throw new SessionExpired(401, serverMessage(body), body)
  }
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
export async function api<T = any>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { accept: 'application/json' } }
  if (body instanceof FormData) init.body = body
  else if (body !== undefined) {
    init.body = JSON.stringify(body)
    ;(init.headers as Record<string, string>)['content-type'] = 'application/json'
  }
  const res = await fetch(path, init)
  return settle<T>(res.status, parseBody(await res.text()))
}

/**
 * Multipart upload through XMLHttpRequest, because fetch cannot report upload progress.
 * `onProgress` receives 0..1 as the bytes leave the browser.
 */
export function upload<T = any>(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<ApiResult<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
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

/** Lists come as { success, data: [...] }; a bare array is accepted too. */
export function listOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[]
  const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined
  return Array.isArray(data) ? (data as T[]) : []
}

/** Single objects come as { success, data: {...} | null }; a bare object is accepted too. */
export function objectOf<T>(body: unknown): T | null {
  if (!body || typeof body !== 'object') return null
  if ('data' in body) {
    const data = (body as { data?: unknown }).data
    return data && typeof data === 'object' ? (data as T) : null
  }
  return body as T
}

/** The server's message for a failed call, else the fallback. */
export function messageOf(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message ? err.message : fallback
}

export function isSessionExpired(err: unknown): boolean {
  return err instanceof SessionExpired
}
