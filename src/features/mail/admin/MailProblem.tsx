import { inPanelLanguage } from '../../../ui/admin/panel-catalogue'
import { usePanelText } from '../../../ui/admin/panel-text'
import './text'

/** A run of Latin text inside a Hindi line: the split keeps each run at an odd index. */
const LATIN_RUN = /([A-Za-z][\w:/.@\- ]*[\w/])/

/**
 * Why a mail was not sent, as the server words it (plainError in ../alerts.ts), in the panel's
 * language when the words are known; a failure the panel does not know is shown as it came,
 * marked English and not to be translated. What the mail server itself said stays as it said it.
 */
export function MailProblem({ text }: { text: string }) {
  const { lang } = usePanelText()
  const said = inPanelLanguage(text, lang)
  if (lang === 'en') return <span>{said}</span>
  // In the Hindi: a setting's name (SMTP_URL), a scheme and the server's own words are marked as written
  if (said !== text)
    return (
      <span>
        {said.split(LATIN_RUN).map((part, i) =>
          i % 2 ? (
            <span key={i} lang="en" translate="no">
              {part}
            </span>
          ) : (
            part
          ),
        )}
      </span>
    )
  return (
    <span lang="en" translate="no">
      {text}
    </span>
  )
}
