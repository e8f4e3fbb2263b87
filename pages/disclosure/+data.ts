import type { PageContextServer } from 'vike/types'
import { assembleDisclosure, type Disclosure } from '../../src/features/disclosure/assemble'
import { readSafely } from '../../src/ui/read-safely'

export type Data = { disclosure: Disclosure | null }

export async function data(pageContext: PageContextServer): Promise<Data> {
  const disclosure = await readSafely(pageContext, 'disclosure', assembleDisclosure(pageContext.app.db, pageContext.app.clock.now()))
  return { disclosure: disclosure.ok ? disclosure.value : null }
}
