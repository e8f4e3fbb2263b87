import type { Card } from '../../content/home'
import { Icon } from '../Icon'
import './sections.css'

/** Icon cards: the "Why Choose" block and the facilities. */
export function CardGrid({ cards }: { cards: Card[] }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.title} className="card icon-card">
          <span className="icon-card__icon">
            <Icon name={card.icon} />
          </span>
          <h3>{card.title}</h3>
          <p>{card.description}</p>
        </li>
      ))}
    </ul>
  )
}
