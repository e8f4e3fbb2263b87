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
        <details key={item.question} name="faq" className="faq__item">
          <summary className="faq__question">{item.question}</summary>
          <p className="faq__answer">{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
