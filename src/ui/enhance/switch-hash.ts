/**
 * The language switch leads to the same page in the other language, query included (the server
 * writes it); the part of the page the visitor is on (the hash, e.g. #admission-form) only the
 * browser knows, so it is added here and follows each in-page link. The ids are the same in both
 * languages. Without JavaScript the switch leads to the top of the page.
 */
export function installSwitchHash(): void {
  const link = document.querySelector<HTMLAnchorElement>('a.topbar__lang')
  if (!link) return
  // the path as the server wrote it (the hash setter would make the href absolute)
  const base = (link.getAttribute('href') ?? '').split('#')[0]
  const follow = () => link.setAttribute('href', base + window.location.hash)
  follow()
  window.addEventListener('hashchange', follow)
}
