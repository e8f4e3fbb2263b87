import type { Lang } from '../../content/lang.js'
import { makeI18n } from '../../ui/i18n.js'
import { STAFF } from './messages.js'
// days as the status page and the panel write them in English (14 Dec 2026), never 2026-12-14
import { formatDay } from './ui/StatusView.js'

/**
 * The grievance e-mails to staff, in each recipient's panel language (docs/decisions/258): the
 * English is the committee's as it was (STAFF.mail); the Hindi is typed as the English. Days are
 * written as the public site writes them in each language ("14 Dec 2026" / "14 दिसंबर 2026").
 */
const en = { ...STAFF.mail, day: formatDay }

export type GrievanceStaffMailText = typeof en

const hindiDates = makeI18n('hi')

const hi: GrievanceStaffMailText = {
  alertSubject: (reference: string) => `नई शिकायत ${reference}`,
  alertIntro: 'एक नई शिकायत ऑनलाइन दर्ज की गई है। इसका पाठ केवल पैनल में है:',
  reminderSubject: (reference: string, what: string) => `स्मरण: शिकायत ${reference}, ${what}`,
  overdueSubject: (reference: string, what: string) => `समय सीमा बीत गई: शिकायत ${reference}, ${what}`,
  day: (day: string) => hindiDates.date(day),
}

export const GRIEVANCE_STAFF_MAIL: Record<Lang, GrievanceStaffMailText> = { en, hi }
