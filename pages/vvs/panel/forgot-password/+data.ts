import type { PageContextServer } from 'vike/types'

export type Data = { mailOn: boolean }

/** Whether this site can send the link at all; without mail the page says whom to ask instead. */
export function data(pageContext: PageContextServer): Data {
  return { mailOn: pageContext.app.mail.enabled }
}
