import type SQLite from 'better-sqlite3'
import { Clock } from '../clock.js'
import type { Config } from '../config.js'
import { site } from '../content/site.js'
import type { Db } from '../db/connection.js'
import { MailAlerts } from '../features/mail/alerts.js'
import { ContentVersion, type AppContext } from '../http/context.js'
import { FormStates } from '../http/form-state.js'
import { keepRowVersions } from '../platform/versions/rows.js'
import { ROW_AREAS } from './areas.js'

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
  const clock = new Clock()
  const mail = new MailAlerts(config.mail, sqlite, clock, config.publicOrigin ?? site.origin)
  return { config, db, sqlite, content: new ContentVersion(sqlite), clock, mail, formStates: new FormStates() }
}
