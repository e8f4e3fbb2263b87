import { describe, expect, it } from 'vitest'
import { telHref } from '../../src/ui/links'
import { whatsappLink } from '../../src/features/enquiries/options'

describe('telHref', () => {
  it('dials the digits of a number as people write it, with its +', () => {
    expect(telHref('+91 76522 40000')).toBe('tel:+917652240000')
    expect(telHref('1800-180-5522')).toBe('tel:18001805522')
    expect(telHref('(07652) 240 000')).toBe('tel:07652240000')
  })
})

describe('WhatsApp is offered for mobile numbers only (issue 30)', () => {
  it('mobiles, however written, get a chat link with 91', () => {
    for (const phone of ['9826012345', '+91 98260 12345', '098260 12345', '0 98260 12345', '91-9826012345', '98260-12345', '+919826012345', '(+91) 98260 12345'])
      expect(whatsappLink(phone), phone).toBe('https://wa.me/919826012345')
  })
  it('landlines get none: an STD code in its own group, or digits no mobile starts with', () => {
    for (const phone of ['(07652) 240 000', '07652-245678', '0755 2551234', '011-23456789', '+91 755 2551234', '+91-7652-245678', '0755-2551234', '2551234', '01123456789', '5123456789'])
      expect(whatsappLink(phone), phone).toBe('')
  })
  it("another country's number in international form is offered (it cannot be told apart)", () => {
    expect(whatsappLink('+44 7700 900123')).toBe('https://wa.me/447700900123')
  })
})
