/**
 * Registers the offline worker (/sw.js, docs/decisions/184) once the page has loaded, so it never
 * competes with the first visit. Not in development: Vite serves unhashed modules there.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || location.pathname.startsWith('/vvs')) return
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {})
  if (document.readyState === 'complete') register()
  else addEventListener('load', register, { once: true })
}
