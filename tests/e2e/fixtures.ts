/** The admin the e2e server is started with (see playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@college.test', password: 'admin-pass-123' }

export const PHONE = { width: 360, height: 740 }
export const DESKTOP = { width: 1280, height: 800 }

/**
 * A gate for a held request: a route handler awaits `opened`, the test calls `open()`. Made before
 * the route, never inside it: a page shows "Sending…" as soon as the button is pressed, so the test
 * may open the gate before the request has reached the route.
 */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}
