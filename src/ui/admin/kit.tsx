import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import type { PanelKey } from './panels'
import { inPanelLanguage } from './panel-catalogue'
import { useKitText } from './kit-text'

import type { Role } from '../../platform/auth/roles'

/** What the shell gives every panel: moving to another panel, the signed-in member's role and id. */
export type PanelProps = { go: (key: PanelKey) => void; role?: Role; userId?: string }

/** Delete confirmations of spec §8, word for word. */
export const CONFIRM = {
  image: 'Are you sure you want to delete this image?',
  generic: 'Are you sure you want to delete this?',
  entry: 'Are you sure you want to delete this entry?',
  blog: 'Are you sure you want to delete this blog?',
} as const

/** Asks first; the spec's sentence (and a panel's question it knows) in the panel's language. */
export function confirmed(text: string): boolean {
  return window.confirm(inPanelLanguage(text))
}

/** The ids a control is described by: its hint and its error (WCAG 1.3.1, 3.3.1). */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

/**
 * A labelled form control with its hint and error under it; `id` ties the label to the control.
 * The control (the one child element) gets aria-invalid and aria-describedby pointing at the hint
 * and the error. Errors are not alerts one by one: the form announces one summary (ErrorSummary).
 */
export function Field({ id, label, error, hint, optional, required: needed, children }: { id: string; label: string; error?: string; hint?: ReactNode; optional?: boolean; required?: boolean; children: ReactNode }) {
  const text = useKitText()
  const control = isValidElement(children)
    ? cloneElement(children as ReactElement<Record<string, unknown>>, { 'aria-describedby': describedBy(id, hint, error), 'aria-invalid': error ? true : undefined })
    : children
  // A required control says so in its label before anything is sent (WCAG 3.3.2), in every panel
  // from here: shown, not read twice (screen readers hear "required" from the attribute). A form
  // whose other fields are required says "(optional)" of the rest (`optional`), as the others do.
  // `required` on the Field itself: a composite control (an image picker) that has no attribute of its own.
  const required = needed === true || (isValidElement(children) && (children.props as { required?: unknown }).required === true)
  return (
    <div className="admin-field">
      {/* The mark beside the label, not in it: the label element names the control by its words alone. */}
      <span className="admin-field__label">
        <label htmlFor={id}>{label}</label>
        {required && <span aria-hidden="true">{text.required}</span>}
        {optional && !required && <span aria-hidden="true">{text.optional}</span>}
      </span>
      {control}
      {hint && (
        <small className="admin-field-hint" id={`${id}-hint`}>
          {hint}
        </small>
      )}
      {error && (
        <p className="admin-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * A table that scrolls sideways on a narrow screen instead of squeezing its columns; with `cards`
 * its rows become labelled cards below 640 px instead (cells need data-label).
 */
export function ScrollTable({ label, cards, tableRef, children }: { label: string; cards?: boolean; tableRef?: (el: HTMLTableElement | null) => void; children: ReactNode }) {
  return (
    <div className={cards ? 'admin-table-wrap admin-table-wrap--cards' : 'admin-table-wrap'} role="region" aria-label={label} tabIndex={0}>
      <table ref={tableRef} className={cards ? 'admin-table admin-table--cards' : 'admin-table'}>
        {children}
      </table>
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
