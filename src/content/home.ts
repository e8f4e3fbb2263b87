/** Fixed blocks of the home page: the "Why Choose" cards, facilities and the stock banners. */
import type { IconName } from '../ui/Icon'

export type Card = { title: string; description: string; icon: IconName }

export const whyChoose: Card[] = [
  { title: 'Academic Excellence', description: 'A Bar Council approved curriculum taught with rigour, regular tests and personal guidance.', icon: 'cap' },
  { title: 'Expert Faculty', description: 'Experienced teachers and practising advocates who bring the courtroom into the classroom.', icon: 'scales' },
  { title: 'Achievement Focus', description: 'Moot court wins, judicial service selections and alumni across the Bar and the Bench.', icon: 'trophy' },
  { title: 'Rich Programs', description: 'B.A. LL.B., LL.B. and LL.M. with legal aid camps, seminars and internships.', icon: 'books' },
]

export const facilities: Card[] = [
  { title: 'Law Library', description: 'More than 12,000 volumes, law reports and journals, with a quiet reading hall.', icon: 'book' },
  { title: 'Moot Court Hall', description: 'A full courtroom set-up where students argue cases every semester.', icon: 'court' },
  { title: 'Legal Aid Clinic', description: 'Students give free legal guidance to villagers under faculty supervision.', icon: 'hands' },
  { title: 'Computer Lab', description: 'Internet access and online legal databases for research and drafting.', icon: 'screen' },
  { title: 'Seminar Hall', description: 'Guest lectures, workshops and debates with judges and senior advocates.', icon: 'mic' },
  { title: 'Sports and Culture', description: 'Indoor games, an annual sports meet and a cultural festival every year.', icon: 'medal' },
]

/** Shown by the slideshow when no banner has been uploaded (spec §2: hard-coded stock images). */
export const stockBanners = [
  { src: '/images/banner-1.svg', alt: 'The college building in Shahdol' },
  { src: '/images/banner-2.svg', alt: 'Students in the moot court hall' },
  { src: '/images/banner-3.svg', alt: 'The law library' },
]
export const STOCK_BANNER_SIZE = { width: 1600, height: 700 }
