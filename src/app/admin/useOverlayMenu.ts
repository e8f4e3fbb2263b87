import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * The sidebar as an overlay menu below 1024 px: open and closed, focus moved into it when it opens
 * and back to the Menu button when it is dismissed (Escape, backdrop, close button), never when it
 * is left by choosing an entry.
 */
export function useOverlayMenu(isWide: boolean) {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const closeButtonRef = useRef<HTMLButtonElement>(null)
  const returnFocusToMenu = useRef(false)
  const overlayOpen = menuOpen && !isWide

  useEffect(() => {
    if (overlayOpen) closeButtonRef.current?.focus()
    else if (returnFocusToMenu.current) {
      returnFocusToMenu.current = false
      menuButtonRef.current?.focus()
    }
  }, [overlayOpen])

  const dismissMenu = useCallback(() => {
    returnFocusToMenu.current = true
    setMenuOpen(false)
  }, [])

  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissMenu()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [menuOpen, dismissMenu])

  return { menuOpen, setMenuOpen, overlayOpen, dismissMenu, menuButtonRef, closeButtonRef }
}
