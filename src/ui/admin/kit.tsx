import type { ReactNode } from 'react'
import type { PanelKey } from './panels'

import type { Role } from '../../features/admin-auth/roles'

/** What the shell gives every panel: moving to another panel, and the signed-in member's role. */
export type PanelProps = { go: (key: PanelKey) => void; role?: Role }

/** Delete confirmations of spec §8, word for word. */
export const CONFIRM = {
  image: 'Are you sure you want to delete this image?',
  generic: 'Are you sure you want to delete this?',
  entry: 'Are you sure you want to delete this entry?',
  blog: 'Are you sure you want to delete this blog?',
} as const

export function confirmed(text: string): boolean {
  return window.confirm(text)
}

/** A labelled form control with its error under it; `id` ties the label to the control. */
export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <small className="admin-field-hint">{hint}</small>}
      {error && (
        <p className="admin-field-error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/** A table that scrolls sideways on a narrow screen instead of squeezing its columns. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="admin-table">{children}</table>
    </div>
  )
}

/** A link to another panel that behaves as a panel switch. */
export function PanelLink({ go, to, children }: PanelProps & { to: PanelKey; children: ReactNode }) {
  return (
    <a
      className="admin-link"
      href={`/vvs/panel/dashboard?panel=${to}`}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey) return
        event.preventDefault()
        go(to)
      }}
    >
      {children}
    </a>
  )
}
