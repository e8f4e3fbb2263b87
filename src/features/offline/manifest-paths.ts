/** Where each language's web app manifest is served; every public page links its own. */
export const MANIFEST_PATHS = { en: '/manifest.webmanifest', hi: '/hi/manifest.webmanifest' } as const
