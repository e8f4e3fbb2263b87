import type { Migration } from 'kysely'
import * as initial from './001-initial.js'
import * as imageAltText from './003-image-alt-text.js'

/** Ordered by name; a new migration is a new file added here. Never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '003-image-alt-text': imageAltText,
}
