/** The admin the e2e server is started with (see playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@college.test', password: 'admin-pass-123' }

export const PHONE = { width: 360, height: 740 }
export const DESKTOP = { width: 1280, height: 800 }
