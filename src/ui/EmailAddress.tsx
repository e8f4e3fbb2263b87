import { Fragment } from 'react'

/**
 * An e-mail link that a narrow column breaks only after "@" or a dot ("info@ / college.example.in"),
 * never in the middle of a word. Named by the address itself: the <wbr>s split what a screen
 * reader said into "info @college .example .in".
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/)
  return (
    <a href={`mailto:${email}`} className="email-address" aria-label={email}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </a>
  )
}
