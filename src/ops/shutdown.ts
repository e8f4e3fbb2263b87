import type http from 'node:http'
import { log } from '../log.js'

/**
 * Graceful stop: stop accepting, let requests in flight finish for up to `drainMs`, then log each
 * request still running (method, path, how long) and cut its connection. Resolves once the server
 * is closed and `close` (the database) has run.
 */
export function gracefulStop(server: http.Server, drainMs: number, close: () => Promise<void>): () => Promise<void> {
  const running = new Map<http.ServerResponse, { method: string; path: string; start: number }>()
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    // Already answered by the first listener (a cached page is written whole at once): nothing runs on.
    if (res.writableEnded) return
    const url = req.url ?? '/'
    const queryAt = url.indexOf('?')
    running.set(res, { method: req.method ?? '?', path: queryAt === -1 ? url : url.slice(0, queryAt), start: Date.now() })
    res.once('close', () => running.delete(res))
  })

  let stopping: Promise<void> | null = null
  return () =>
    (stopping ??= new Promise<void>((resolve) => {
      server.close(() => void close().then(resolve))
      server.closeIdleConnections()
      setTimeout(() => {
        for (const request of running.values()) {
          log.warn('request cut at shutdown: still running when the drain time ended, the client got no answer', {
            method: request.method,
            path: request.path,
            ms: Date.now() - request.start,
          })
        }
        server.closeAllConnections()
      }, drainMs).unref()
    }))
}
