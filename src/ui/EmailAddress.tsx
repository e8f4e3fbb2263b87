import { Fragment } from 'react'

/**
 * An e-mail link that a narrow column breaks only after "@" or a dot ("info@ / college.example.in"),
 * never in the middle of a word.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/)
  return (
    <a href={`mailto:${email}`} className="email-address">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </a>
  )
}
