import type { Config } from 'vike/types'

/**
 * Server routing, pages rendered on the server only. A page that has interactive widgets adds a
 * `+client.ts` that hydrates just those islands; a page without one ships no JavaScript.
 */
export default {
  clientRouting: false,
  passToClient: [],
  meta: {
    Page: { env: { server: true, client: false } },
    data: { env: { server: true, client: false } },
  },
} satisfies Config
