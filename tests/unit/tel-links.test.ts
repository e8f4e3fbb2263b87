import { describe, expect, it } from 'vitest'
import { telHref } from '../../src/ui/links'

describe('telHref', () => {
  it('dials the digits of a number as people write it, with its +', () => {
    expect(telHref('+91 76522 40000')).toBe('tel:+917652240000')
    expect(telHref('1800-180-5522')).toBe('tel:18001805522')
    expect(telHref('(07652) 240 000')).toBe('tel:07652240000')
  })
})
