/**
 * The server's idea of "now" for scheduled content (notices' publish and expiry times, cached
 * pages' validity) and for the end of staff sessions. Real time, unless a test moved it (TEST_CLOCK=1 only: docs/decisions/093).
 * One per app, on AppContext: pages (bundled apart) and the API read the same one.
 */
export class Clock {
  private offsetMs = 0
  now(): number {
    return Date.now() + this.offsetMs
  }
  /** Tests only: from now on, "now" reads as `at` and runs on from there. */
  set(at: number): void {
    this.offsetMs = at - Date.now()
  }
}
