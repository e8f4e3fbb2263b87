import { sql } from 'kysely'
import type { Db } from '../../db/connection.js'
import { howToReach } from '../../content/contact.js'
import { courseHref, courses } from '../../content/courses.js'
import { site } from '../../content/site.js'

/** Search entries for what lives in code, not in the database: the fixed pages and the courses. */
export function fixedEntries(): { kind: 'page' | 'course'; ref: string; title: string; body: string }[] {
  const a = site.address
  return [
    ...courses.map((course) => ({
      kind: 'course' as const,
      ref: courseHref(course.key),
      title: course.title,
      // "LLB", "BALLB": the title as people type it without dots.
      body: [course.title.replace(/[.\s()]/g, ''), course.duration, course.description, ...course.eligibility, ...course.scope, ...course.career].join(' '),
    })),
    {
      kind: 'page',
      ref: '/aboutUs',
      title: 'About Us',
      // the faculty are rows of their own (kind 'faculty', kept in step by triggers)
      body: `About ${site.name}: our legacy, faculty, mission and vision.`,
    },
    {
      kind: 'page',
      ref: '/contactUs',
      title: 'Contact Us',
      body: `Address ${a.line}, ${a.town}, ${a.state} ${a.postalCode}. Phone ${site.phones.join(', ')}. E-mail ${site.email}. Office hours ${site.officeHours.days}, ${site.officeHours.time}. ${howToReach.map((h) => `${h.mode}: ${h.text}`).join(' ')}`,
    },
    { kind: 'page', ref: '/addmissionForm', title: 'Admissions', body: 'Admission enquiry form: apply for B.A. LL.B., LL.B. and LL.M.; eligibility, documents and fees.' },
    { kind: 'page', ref: '/blogs', title: 'News & Notifications', body: 'College news, notices and admission news.' },
    { kind: 'page', ref: '/eventGallery', title: 'Event Gallery', body: 'Photos of college events, moot courts, seminars and celebrations.' },
    {
      kind: 'page',
      ref: '/disclosure',
      title: 'Mandatory Disclosure',
      body: 'Approval and affiliation, Bar Council of India approval, affiliating university, courses, intake, duration, fee structure, refund policy, faculty, qualifications, committees, grievance redressal, ombudsperson, key documents.',
    },
    { kind: 'page', ref: '/documents', title: 'Documents', body: 'Approvals, prospectus, fee structure, refund policy, academic calendar, time-tables, results, committee orders, annual reports, accounts, policies.' },
    {
      kind: 'page',
      ref: '/committees',
      title: 'Committees',
      body: "Anti-ragging committee, anti-ragging squad, nodal officer, national anti-ragging helpline 1800-180-5522, Internal Complaints Committee, Students' Grievance Redressal Committee, Ombudsperson, Equal Opportunity Cell, how to complain.",
    },
  ]
}

/** Rewrites the fixed entries (at start: the code may have changed since the last run). */
export async function indexFixedEntries(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`delete from search_index where kind in ('page', 'course')`.execute(trx)
    for (const entry of fixedEntries()) {
      await sql`insert into search_index (kind, ref, title, body) values (${entry.kind}, ${entry.ref}, ${entry.title}, ${entry.body})`.execute(trx)
    }
  })
}
