import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A reverse proxy as nginx (without `proxy_set_header Host`) or Vite's `changeOrigin` sets it up:
 * every request goes on to `upstream` with its Host rewritten to the upstream's, so the server
 * never sees the address the browser used. `pages` are answered by the proxy itself (the
 * existing frontend's own files, served from the same origin; HTML unless given with a type), read
 * at each request so a test may change them. `port` 0: any free port.
 */
export async function startHostRewritingProxy(upstream: string, pages: Record<string, string | { type: string; body: string }> = {}, port = 0) {
  const target = new URL(upstream)
  const server = http.createServer((req, res) => {
    const page = pages[req.url ?? '']
    if (page !== undefined) {
      const { type, body } = typeof page === 'string' ? { type: 'text/html; charset=utf-8', body: page } : page
      res.writeHead(200, { 'content-type': type })
      res.end(body)
      return
    }
    const forward = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
