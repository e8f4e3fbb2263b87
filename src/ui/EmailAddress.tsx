import { Fragment, type ReactNode } from 'react'
import { mailHref } from './links'

/**
 * An e-mail link that a narrow column breaks only after "@" or a dot ("info@ / college.example.in"),
 * never in the middle of a word. Named by the address itself: the <wbr>s split what a screen
 * reader said into "info @college .example .in".
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/)
  return (
    <MailLink email={email} className="email-address" label={email}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </MailLink>
  )
}

/** An address as a mailto: link when it passes the one e-mail rule (mailHref), else as plain text. */
export function MailLink({ email, className, label, children }: { email: string; className?: string; label?: string; children?: ReactNode }) {
  const href = mailHref(email)
  const shown = children ?? email
  return href ? (
    <a href={href} className={className} aria-label={label}>
      {shown}
    </a>
  ) : (
    <span className={className}>{shown}</span>
  )
}
