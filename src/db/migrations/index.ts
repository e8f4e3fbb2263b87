import type { Migration } from 'kysely'
import * as initial from './001-initial.js'
import * as disclosure from './005-disclosure.js'

/** Ordered by name; a new migration is a new file added here. Never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '005-disclosure': disclosure,
}
