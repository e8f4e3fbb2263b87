import { describe, expect, it } from 'vitest'
import { FORM_STATE_MAX_BYTES, FORM_STATE_MAX_ENTRIES, FORM_STATE_TTL_MS, FormStates, formStateId } from '../../src/http/form-state'

/** The server-side text of refused no-JS posts (WCAG 3.3.7): bounded in size, count and time, keyed by an opaque id. */
describe('form states', () => {
  it('keeps only the named string fields and gives them back by an opaque id', () => {
    const states = new FormStates()
    const id = states.keep('contact', { name: 'Ravi', message: 'Hello', returnTo: '/', password: 'x', email: ['a', 'b'], __proto__: { name: 'evil' } }, ['name', 'email', 'message'])!
    expect(id).toMatch(/^[\w-]{24}$/)
    expect(states.read(id)).toEqual({ form: 'contact', values: { name: 'Ravi', message: 'Hello' } })
    expect(states.read('x'.repeat(24))).toBeNull()
    expect(states.read('../../etc')).toBeNull()
    expect(states.keep('contact', { name: '' }, ['name'])).toBeNull()
  })

  it('forgets after its time, drops the oldest past the count, and stops at the byte bound, the field that passes it cut between two characters', () => {
    let now = 0
    const states = new FormStates(() => now)
    const first = states.keep('contact', { name: 'first' }, ['name'])!
    now = FORM_STATE_TTL_MS
    expect(states.read(first)).toBeNull()
    const ids = Array.from({ length: FORM_STATE_MAX_ENTRIES + 5 }, (_, i) => states.keep('contact', { name: `n${i}` }, ['name'])!)
    expect(states.size).toBe(FORM_STATE_MAX_ENTRIES)
    expect(states.read(ids[0])).toBeNull()
    expect(states.read(ids.at(-1))?.values.name).toBe(`n${FORM_STATE_MAX_ENTRIES + 4}`)
    const huge = states.keep('grievance', { subject: 'Fees', description: 'कि'.repeat(FORM_STATE_MAX_BYTES), name: 'Asha' }, ['subject', 'description', 'name'])!
    const kept = states.read(huge)!.values
    expect(Object.keys(kept)).toEqual(['subject', 'description'])
    expect(kept.description).toMatch(/^(कि)+$/)
    expect(Buffer.byteLength(kept.description!) + 'description'.length + Buffer.byteLength('Fees') + 'subject'.length).toBeLessThanOrEqual(FORM_STATE_MAX_BYTES)
    expect(Buffer.byteLength(kept.description!)).toBeGreaterThan(FORM_STATE_MAX_BYTES - 100)
  })

  it('reads its id from a Cookie header', () => {
    expect(formStateId('a=1; form_state=abc; b=2')).toBe('abc')
    expect(formStateId('xform_state=abc')).toBeNull()
    expect(formStateId(undefined)).toBeNull()
  })
})
