import { useEffect, useRef } from 'react'

/**
 * A panel's modal dialog: opened as modal (focus kept inside) with the focus on `first`, closed
 * when the component goes, and the focus given back to the element that had it when it opened.
 */
export function useModal<First extends HTMLElement>() {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const firstRef = useRef<First>(null)
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    dialog.showModal()
    firstRef.current?.focus()
    return () => {
      if (dialog.open) dialog.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])
  return { dialogRef, firstRef }
}
