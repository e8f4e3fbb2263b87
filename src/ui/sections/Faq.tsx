import { useI18n } from '../page-context'
import './sections.css'

/**
 * One open answer at a time with no JavaScript: <details name="faq"> is an exclusive accordion
 * (opening one closes the other; clicking the open one closes it).
 */
export function Faq() {
  const { t } = useI18n()
  return (
    <div className="faq">
      {t.home.faqItems.map((item) => (
        <details key={item.question} name="faq">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
