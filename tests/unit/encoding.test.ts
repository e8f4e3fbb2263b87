import { describe, expect, it } from 'vitest'
import { acceptsGzip, preferredEncoding } from '../../src/http/encoding'

const asked = (value?: string) => ({ headers: value === undefined ? {} : { 'accept-encoding': value } })

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 as refused', () => {
    expect(preferredEncoding(asked('gzip, deflate, br, zstd'))).toBe('br')
    expect(preferredEncoding(asked('gzip, deflate'))).toBe('gzip')
    expect(preferredEncoding(asked('br;q=0, gzip'))).toBe('gzip')
    expect(preferredEncoding(asked('br;q=0, gzip;q=0'))).toBe('identity')
    expect(preferredEncoding(asked('identity'))).toBe('identity')
    expect(preferredEncoding(asked(''))).toBe('identity')
    expect(preferredEncoding(asked())).toBe('identity')
  })

  it('answers the same for a value asked again, and past the values it keeps', () => {
    for (let round = 0; round < 2; round++) {
      expect(preferredEncoding(asked('BR;Q=0.5'))).toBe('br')
      for (let i = 0; i < 200; i++) {
        expect(preferredEncoding(asked(`x-made-up-${i}, gzip;q=0.${(i % 9) + 1}`))).toBe('gzip')
        expect(preferredEncoding(asked(`x-made-up-${i}, br;q=0`))).toBe('identity')
      }
    }
  })

  it('tells whether gzip is taken (streamed lists)', () => {
    expect(acceptsGzip(asked('br, gzip'))).toBe(true)
    expect(acceptsGzip(asked('br'))).toBe(false)
    expect(acceptsGzip(asked('gzip;q=0'))).toBe(false)
  })
})
