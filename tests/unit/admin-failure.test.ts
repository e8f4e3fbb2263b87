import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/ui/admin/api'
import { failureText, reasonOf, UNREACHABLE } from '../../src/ui/admin/failure'
import { uploadFailure, uploadRefusal } from '../../src/ui/admin/UploadWidget'

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
