/**
 * Facts about the college shown across the site. The values marked SAMPLE are placeholders
 * that the college replaces with its own: this file is the one place to edit them.
 */
/** The national anti-ragging helpline (toll free), shown on /committees and in the footer. */
export const ANTI_RAGGING_HELPLINE = '1800-180-5522'
/** The helpline's e-mail, shown beside its number (UGC anti-ragging notices). */
export const ANTI_RAGGING_EMAIL = 'helpline@antiragging.in'

/**
 * SAMPLE: the office's days of the week (0 Sunday … 6 Saturday). One calendar: the published office
 * hours say them and every deadline "in working days" counts them, minus the listed holidays
 * (docs/decisions/166).
 */
export const OFFICE_DAYS: readonly number[] = [1, 2, 3, 4, 5]
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

export const site = {
  /** SAMPLE: the college's name as it appears in titles and the header. */
  name: 'Shahdol Law College',
  shortName: 'SLC',
  tagline: 'Shaping just minds since 2005',
  /** SAMPLE: public address of the site, used for canonical links and the sitemap. */
  origin: process.env.PUBLIC_ORIGIN || 'http://localhost:3000',
  address: {
    line: 'Near Collectorate, Pandav Nagar', // SAMPLE
    town: 'Shahdol',
    state: 'Madhya Pradesh',
    postalCode: '484001',
  },
  /** SAMPLE: two phone numbers shown in the footer and on the contact page. */
  phones: ['+91 76522 40000', '+91 94250 00000'],
  /** SAMPLE: the e-mail address shown in the footer and on the contact page. */
  email: 'info@shahdollawcollege.example.in',
  officeHours: { days: `${WEEKDAYS[OFFICE_DAYS[0]]} to ${WEEKDAYS[OFFICE_DAYS[OFFICE_DAYS.length - 1]]}`, time: '9:00 AM to 5:00 PM' },
  /** The "Pay Fees" button's target; empty until the college has a payment page (see docs/decisions). */
  payFeesUrl: '',
} as const
