import type { Card } from '../../content/home'
import { Icon } from '../Icon'
import './sections.css'

/** Icon cards: the "Why Choose" block and the facilities. */
export function CardGrid({ cards }: { cards: Card[] }) {
  return (
    // Six cards sit 3 + 3 on a wide screen (not 4 + 2 with a hole); four sit in one row.
    <ul className={`card-grid${cards.length % 3 === 0 && cards.length % 4 !== 0 ? ' card-grid--threes' : ''}`}>
      {cards.map((card) => (
        <li key={card.title} className="card icon-card">
          <span>
            <Icon name={card.icon} />
          </span>
          <h3>{card.title}</h3>
          <p>{card.description}</p>
        </li>
      ))}
    </ul>
  )
}
