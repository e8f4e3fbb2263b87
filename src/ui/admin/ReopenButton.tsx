import { useEffect, useRef } from 'react'
import { useKitText } from './kit-text'

/**
 * After a save refused because the item changed on the site since (409, docs/decisions/283):
 * opens the item again as the site has it. It takes the focus when it appears, so the way on is
 * said and, on a phone, in view.
 */
export function ReopenButton({ onClick }: { onClick: () => void }) {
  const t = useKitText().changes
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    button.current?.focus()
  }, [])
  return (
    <button ref={button} type="button" className="admin-button admin-button--ghost admin-button--small admin-reopen" onClick={onClick}>
      {t.reopen}
    </button>
  )
}
