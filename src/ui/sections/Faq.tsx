import { faq } from '../../content/faq'
import { LaterStyles } from '../LaterStyles'
import faqCss from './faq.css?url'

/**
 * One open answer at a time with no JavaScript: <details name="faq"> is an exclusive accordion
 * (opening one closes the other; clicking the open one closes it).
 */
export function Faq() {
  return (
    <>
      <LaterStyles href={faqCss} />
      <div className="faq">
        {faq.map((item) => (
          <details key={item.question} name="faq" className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            <p className="faq__answer">{item.answer}</p>
          </details>
        ))}
      </div>
    </>
  )
}
