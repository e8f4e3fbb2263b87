import { describe, expect, it } from 'vitest'
import { checkNewStaff } from '../../src/features/accounts/admin/AddStaffForm'
import { roleChangeQuestion } from '../../src/features/accounts/admin/role-change'

/** The Staff Accounts panel's own checks: each message under the field it is about, never picked by its wording. */
describe('adding a staff member', () => {
  it('says what is missing under each field, both at once, and nothing when both are there', () => {
    expect(checkNewStaff({ name: '', email: '' })).toEqual({ name: 'Name is required', email: 'Email is required' })
    expect(checkNewStaff({ name: '  ', email: 'asha@college.test' })).toEqual({ name: 'Name is required' })
    expect(checkNewStaff({ name: 'Asha', email: ' \t' })).toEqual({ email: 'Email is required' })
    expect(checkNewStaff({ name: 'Asha', email: 'asha@college.test' })).toBeNull()
  })

  it('asks before a role changes, in words that say what the new role gives', () => {
    expect(roleChangeQuestion('Asha', 'editor', 'admissions')).toBe('Change the role of Asha from Editor to Admissions desk? They will work with enquiries only.')
    expect(roleChangeQuestion('Asha', 'editor', 'administrator')).toMatch(/^Make Asha an Administrator\? An Administrator can do everything/)
  })
})
