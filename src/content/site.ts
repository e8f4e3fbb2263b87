/**
 * Facts about the college shown across the site. The values marked SAMPLE are placeholders
 * that the college replaces with its own: this file is the one place to edit them.
 */
/** The national anti-ragging helpline (toll free), shown on /committees and in the footer. */
export const ANTI_RAGGING_HELPLINE = '1800-180-5522'

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
  officeHours: { days: 'Monday to Friday', time: '9:00 AM to 5:00 PM' },
  /** The "Pay Fees" button's target; empty until the college has a payment page (see docs/decisions). */
  payFeesUrl: '',
} as const
