import { describe, expect, it } from 'vitest'
import { filterAdmissions, filterContacts, matchesSearch, newestFirst, type AdmissionRow, type ContactRow } from '../../src/features/enquiries/admin/filters'
import { formatIndianDateTime, indianToday } from '../../src/ui/admin/dates'

const admissions: AdmissionRow[] = [
  { _id: '1', fullname: 'Asha Verma', city: 'Shahdol', phone: '+91 98260-12345', course: 'LLB(3yrs.)', createdAt: '2026-11-01T10:00:00.000Z' },
  { _id: '2', fullname: 'Ravi Tiwari', city: 'Rewa', phone: '9826054321', course: 'LLM(2yrs.)', createdAt: '2026-11-03T10:00:00.000Z' },
  { _id: '3', fullname: 'Meena Singh', city: 'Anuppur', phone: '', course: '', createdAt: '2026-11-02T10:00:00.000Z' },
]
const contacts: ContactRow[] = [
  { _id: 'a', name: 'Priya', email: 'priya@example.org', mobile: '98111 22233', message: 'Fees?', createdAt: '2026-10-01T00:00:00.000Z' },
  { _id: 'b', name: 'Karan', email: 'karan@mail.test', mobile: '9000000000', message: 'Hostel?', createdAt: '2026-10-05T00:00:00.000Z' },
]

describe('queries tables', () => {
  it('lists the newest first', () => {
    expect(newestFirst(admissions).map((row) => row._id)).toEqual(['2', '3', '1'])
    expect(filterContacts(contacts, '').map((row) => row._id)).toEqual(['b', 'a'])
  })

  it('searches name, city and phone, case-insensitively, phones by digits', () => {
    expect(filterAdmissions(admissions, 'asha', '').map((row) => row._id)).toEqual(['1'])
    expect(filterAdmissions(admissions, 'REWA', '').map((row) => row._id)).toEqual(['2'])
    expect(filterAdmissions(admissions, '9826012345', '').map((row) => row._id)).toEqual(['1'])
    expect(filterAdmissions(admissions, '98260 12345', '').map((row) => row._id)).toEqual(['1'])
    expect(filterAdmissions(admissions, '  ', '')).toHaveLength(3)
    expect(filterAdmissions(admissions, 'nobody', '')).toEqual([])
  })

  it('searches contacts by e-mail and mobile', () => {
    expect(filterContacts(contacts, 'MAIL.TEST').map((row) => row._id)).toEqual(['b'])
    expect(filterContacts(contacts, '9811122233').map((row) => row._id)).toEqual(['a'])
  })

  it('filters by course; "-" means no course chosen', () => {
    expect(filterAdmissions(admissions, '', 'LLM(2yrs.)').map((row) => row._id)).toEqual(['2'])
    expect(filterAdmissions(admissions, '', '-').map((row) => row._id)).toEqual(['3'])
    expect(filterAdmissions(admissions, 'asha', 'LLM(2yrs.)')).toEqual([])
  })

  it('does not match digits of a short query against phones', () => {
    expect(matchesSearch('12', ['Someone'], '9826012345')).toBe(false)
  })

  it('shows times in Indian Standard Time', () => {
    // 18:45 UTC is 00:15 the next day in India (UTC+5:30)
    const text = formatIndianDateTime('2026-11-20T18:45:00.000Z')
    expect(text).toMatch(/21 Nov 2026/)
    expect(text).toMatch(/12:15\s?am/i)
    expect(formatIndianDateTime('not a date')).toBe('')
    expect(indianToday(new Date('2026-11-20T19:00:00.000Z'))).toBe('2026-11-21')
  })
})
