/**
 * The event gallery's photo viewer once JavaScript runs (WCAG 2.4.3, 4.1.2; issue: Back and
 * Escape). A thumbnail opens one modal <dialog> (aria-modal, focus kept inside, Escape closes)
 * with the photo and its caption; closing returns focus to the thumbnail. Opening adds one history
 * entry, so the phone's Back closes the viewer and a second Back leaves the page.
 * Without JavaScript the :target overlays of EventGallery.tsx do the same job (decision 023).
 */
export function installGalleryViewer(): void {
  const thumbs = document.querySelectorAll<HTMLAnchorElement>('a.gallery__thumb')
  if (thumbs.length === 0) return
  const dialog = document.createElement('dialog')
  dialog.className = 'gallery-viewer'
  dialog.setAttribute('aria-modal', 'true')
  dialog.setAttribute('aria-labelledby', 'gallery-viewer-caption')
  dialog.innerHTML =
    '<button type="button" class="gallery-viewer__close"><span aria-hidden="true">×</span> </button>' +
    '<figure class="gallery-viewer__figure"><div class="gallery-viewer__picture"></div><figcaption id="gallery-viewer-caption"></figcaption></figure>'
  // The word the page itself uses for "Close" (its language's), from the server-drawn overlays.
  const closeWord = document.querySelector('.lightbox__close')?.lastChild?.textContent?.trim() || 'Close'
  dialog.querySelector('.gallery-viewer__close')!.append(closeWord)
  document.body.append(dialog)
  const picture = dialog.querySelector<HTMLElement>('.gallery-viewer__picture')!
  const caption = dialog.querySelector<HTMLElement>('figcaption')!
  let opener: HTMLAnchorElement | null = null
  let ownEntry = false

  const finish = () => {
    if (dialog.open) dialog.close()
    picture.replaceChildren()
    opener?.focus()
    opener = null
  }
  // Every way out (button, Escape, backdrop) goes through history, so the entry we added is used up.
  const close = () => {
    if (ownEntry) history.back()
    else finish()
  }
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault()
    close()
  })
  dialog.querySelector('.gallery-viewer__close')!.addEventListener('click', close)
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close()
  })
  window.addEventListener('popstate', () => {
    if (!ownEntry) return
    ownEntry = false
    finish()
  })

  for (const thumb of thumbs) {
    thumb.addEventListener('click', (event) => {
      const overlay = document.getElementById(thumb.hash.slice(1))
      const figure = overlay?.querySelector('figure')
      if (!overlay || !figure || event.ctrlKey || event.metaKey || event.shiftKey) return
      event.preventDefault()
      opener = thumb
      const image = figure.querySelector('picture, img')
      if (image) {
        const copy = image.cloneNode(true) as HTMLElement
        for (const img of copy.matches('img') ? [copy] : copy.querySelectorAll('img')) img.setAttribute('loading', 'eager')
        picture.replaceChildren(copy)
      }
      const shown = figure.querySelector('figcaption')
      caption.textContent = shown?.textContent ?? ''
      // a description in the other language keeps its lang (WCAG 3.1.2)
      if (shown?.lang) caption.lang = shown.lang
      else caption.removeAttribute('lang')
      history.pushState({ galleryViewer: true }, '', thumb.hash)
      ownEntry = true
      dialog.showModal()
      dialog.querySelector<HTMLElement>('.gallery-viewer__close')!.focus()
    })
  }
}
