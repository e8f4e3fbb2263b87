import type { ServerResponse } from 'node:http'
import type { Application, Request, Response } from 'express'
import type { ContentVersion } from './context.js'

/**
 * The one page-cache invalidation point (docs/decisions/051). The admin guard calls
 * `invalidatePagesOnWrite` for every request it lets through; for a write (any method but
 * GET/HEAD) the content version is raised the moment the answer's status line is written, if that
 * status says the write happened (2xx) or may have half-happened (5xx). No route calls it: a route
 * added later cannot forget it.
 */
export function invalidatePagesOnWrite(req: Request, res: Response): void {
  if (req.method === 'GET' || req.method === 'HEAD') return
  const content = contentOf(req.app)
  if (!content) return
  const apiPath = req.originalUrl
  beforeStatusLine(res, (status) => {
    if ((status >= 200 && status < 300) || status >= 500) content.bump(apiPath)
  })
}

const CONTENT_KEY = 'contentVersion'

/** Makes the app's content version reachable from the guard (server.ts, once). */
export function provideContentVersion(app: Application, content: ContentVersion): void {
  app.locals[CONTENT_KEY] = content
}

function contentOf(app: Application): ContentVersion | undefined {
  return app.locals[CONTENT_KEY] as ContentVersion | undefined
}

/**
 * Runs `listener` with the status just before the response's status line and headers are written
 * (res.writeHead, which Node also calls for an implicit header), so the version is raised before
 * any byte of the answer can reach the client.
 */
function beforeStatusLine(res: ServerResponse, listener: (status: number) => void): void {
  const writeHead = res.writeHead
  let called = false
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!called) {
      called = true
      listener(typeof args[0] === 'number' ? args[0] : this.statusCode)
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
}
