import { describe, expect, it } from 'vitest'
import { oneDecimal } from '../../src/log'

describe('oneDecimal (the ms= of a request line)', () => {
  it('writes request times to the nearest tenth, in the form toFixed(1) gives', () => {
    const samples = [0, 0.01, 0.04, 0.05, 0.049999, 0.15, 0.25, 0.95, 0.96, 1, 1.45, 2.55, 9.99, 12.34, 99.95, 1234.56, 60000.04]
    for (let i = 0; i < 2000; i++) samples.push(Math.random() * 10 ** (i % 6))
    for (const ms of samples) {
      const text = oneDecimal(ms)
      expect(text, String(ms)).toMatch(/^\d+\.\d$/)
      expect(Math.abs(Number(text) - ms), String(ms)).toBeLessThanOrEqual(0.05 + 1e-9)
      // Away from a tie it is exactly toFixed's text.
      if (Math.abs(((ms * 10) % 1) - 0.5) > 1e-6) expect(text, String(ms)).toBe(ms.toFixed(1))
    }
  })
  it('falls back to toFixed for what a clock should never give', () => {
    for (const ms of [NaN, -1, Infinity, 1e15]) expect(oneDecimal(ms)).toBe(ms.toFixed(1))
  })
})
