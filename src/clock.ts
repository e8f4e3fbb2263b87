/**
 * The server's idea of "now" for scheduled content (notices' publish and expiry times, cached
 * pages' validity). Real time, unless a test moved it (TEST_CLOCK=1 only: docs/decisions/093).
 */
let offsetMs = 0

export const clock = {
  now(): number {
    return Date.now() + offsetMs
  },
  /** Tests only: from now on, "now" reads as `at` and runs on from there. */
  set(at: number): void {
    offsetMs = at - Date.now()
  },
  reset(): void {
    offsetMs = 0
  },
}
