import type SQLite from 'better-sqlite3'
import { Clock } from '../clock.js'
import type { Config } from '../config.js'
import { site } from '../content/site.js'
import type { Db } from '../db/connection.js'
import { MailAlerts } from '../features/mail/alerts.js'
import { ContentVersion, type AppContext } from '../http/context.js'
import { FormStates } from '../http/form-state.js'
import { keepRowVersions } from '../platform/versions/rows.js'
import { recordTextLangs } from '../platform/translations/written-in.js'
import { textAreaViews } from '../platform/versions/text.js'
import { ROW_AREAS, TEXT_AREAS, TRANSLATED_AREAS } from './areas.js'

declare module '../http/context.js' {
  interface AppContext {
    /** E-mail alerts of new enquiries: the outbox and its sender (src/features/mail/) */
    mail: MailAlerts
  }
}

/** The app context: the database, config, content version, clock and mail, made once per process. */
export function createAppContext(config: Config, db: Db, sqlite: SQLite.Database): AppContext {
  // Every save of a declared content row keeps a version (triggers made from ROW_AREAS).
  keepRowVersions(sqlite, ROW_AREAS)
  // …and each text area's newest version reads as a one-row table, for its translations (views made from TEXT_AREAS).
  textAreaViews(sqlite, TEXT_AREAS)
  // Every write of staff text records its language (docs/decisions/162); a text area's, from its
  // versions, with its search entry (docs/decisions/185).
  recordTextLangs(sqlite, TRANSLATED_AREAS)
  const clock = new Clock()
  const mail = new MailAlerts(config.mail, sqlite, clock, config.publicOrigin ?? site.origin)
  return { config, db, sqlite, content: new ContentVersion(sqlite), clock, mail, formStates: new FormStates(), changeAppliers: new Map(), previewPlaces: new Map() }
}
