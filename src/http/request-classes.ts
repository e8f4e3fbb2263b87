import http from 'node:http'
import type { Express } from 'express'

/**
 * The request and response classes of the app's node:http server (docs/decisions/109).
 *
 * Express gives every request it handles its own prototypes (`Object.setPrototypeOf(req,
 * app.request)` in `app.handle`). Each swap gives the object a new hidden class, so Node's own http
 * code, shared by every request, meets objects of many shapes and its property caches go
 * megamorphic: after a mix of API and page requests, a cached page (which never enters Express)
 * cost 10–20% more CPU. Here the server makes its requests and responses with those prototypes
 * from the start, so Express's swap is a no-op and every request keeps the shape it was born with.
 *
 * `app.request` / `app.response` become the classes' prototypes: same parent, same own properties
 * (`app`), so Express's methods and `req.app` work as before.
 */
export function requestClassesFor(app: Express) {
  class AppRequest extends http.IncomingMessage {}
  class AppResponse extends http.ServerResponse<AppRequest> {}
  adoptPrototype(app, 'request', AppRequest.prototype)
  adoptPrototype(app, 'response', AppResponse.prototype)
  return { IncomingMessage: AppRequest, ServerResponse: AppResponse }
}

function adoptPrototype(app: Express, key: 'request' | 'response', prototype: object): void {
  const current = app[key] as object
  Object.setPrototypeOf(prototype, Object.getPrototypeOf(current))
  Object.defineProperties(prototype, Object.getOwnPropertyDescriptors(current))
  ;(app as unknown as Record<string, object>)[key] = prototype
}
