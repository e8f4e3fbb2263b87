import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/ui/admin/api'
import { failureText, reasonOf, UNREACHABLE } from '../../src/ui/admin/failure'
import { uploadFailure, uploadRefusal } from '../../src/ui/admin/UploadWidget'
import { formatIndianDate, formatIndianDateTime, INDIAN_DATE_TIME } from '../../src/ui/admin/dates'
import { versionName } from '../../src/platform/versions/names'
import { panelRefusal } from '../../src/ui/admin/panels'
import { FORBIDDEN_MESSAGES } from '../../src/platform/auth/roles'

const refused = new ApiError(403, "Your role does not allow changing the site's content.", { success: false })

describe('every failure says why (docs/decisions/133)', () => {
  it("keeps the spec's text exactly and puts the server's reason on a second line", () => {
    expect(failureText(refused, 'Failed to add news. Check console.')).toBe("Failed to add news. Check console.\nYour role does not allow changing the site's content.")
    expect(failureText(refused, 'Data not updated! Please try again.').split('\n')[0]).toBe('Data not updated! Please try again.')
  })
  it("shows the server's message alone where the spec fixes no text", () => {
    expect(failureText(refused)).toBe("Your role does not allow changing the site's content.")
  })
  it('says so when no answer came, or when the answer gave no reason', () => {
    expect(reasonOf(new ApiError(0, '', null))).toBe(UNREACHABLE)
    expect(reasonOf(new ApiError(502, '', null))).toContain('502')
  })
  it("an upload refused for a reason that is not the file's says it too", () => {
    expect(uploadFailure(uploadRefusal(refused))).toBe("Upload failed. Please try again.\nYour role does not allow changing the site's content.")
  })
})

describe("the panel's one date and time format", () => {
  it('writes every time in India, the same letters in every zone, and matches the pattern the scan uses', () => {
    expect(formatIndianDateTime('2026-09-05T04:30:00Z')).toBe('05 Sep 2026, 10:00 am')
    expect(formatIndianDateTime('2026-11-26T13:49:00Z')).toBe('26 Nov 2026, 07:19 pm')
    for (const iso of ['2026-01-01T00:00:00Z', '2026-06-30T18:29:59Z', '2026-12-31T23:59:00Z']) expect(formatIndianDateTime(iso)).toMatch(INDIAN_DATE_TIME)
    expect(versionName('2026-01-05T04:30:00.000Z')).toBe(formatIndianDateTime('2026-01-05T04:30:00.000Z'))
    expect(formatIndianDateTime('not a date')).toBe('')
    expect(formatIndianDate('2026-11-23')).toBe('23 Nov 2026')
    expect(formatIndianDate('2026-09-05T00:00:00.000Z')).toBe('05 Sep 2026')
  })
})

describe("a typed address of a panel the role may not open says why it is not shown", () => {
  it("names the panel and gives the server's reason; unknown names are said too; allowed ones say nothing", () => {
    expect(panelRefusal('accounts', 'editor')).toBe(`“Staff Accounts” is not shown to your role. ${FORBIDDEN_MESSAGES.accounts}`)
    expect(panelRefusal('add-news', 'admissions')).toBe(`“Add News Data” is not shown to your role. ${FORBIDDEN_MESSAGES.content}`)
    expect(panelRefusal('no-such-panel', 'editor')).toBe('There is no panel called “no-such-panel”. The Dashboard is shown instead.')
    expect(panelRefusal('add-news', 'editor')).toBeNull()
    expect(panelRefusal(undefined, 'editor')).toBeNull()
    expect(panelRefusal('overview', 'admissions')).toBeNull()
  })
})
