/** 100 invented film titles for the select-box demo, generated deterministically from word lists. */
import { pick, seededRandom } from '../../http'
import type { SelectOption } from '../../../domain/apps/form-elements'
export type { SelectOption }

const OPENERS = [
  'The',
  'A',
  'Last',
  'Beyond the',
  'Under the',
  'Return of the',
  'Song of the',
  'Night of the',
]
const ADJECTIVES = [
  'Silent',
  'Crimson',
  'Hollow',
  'Golden',
  'Frozen',
  'Restless',
  'Forgotten',
  'Electric',
  'Paper',
  'Midnight',
  'Wandering',
  'Broken',
  'Velvet',
  'Distant',
  'Burning',
  'Quiet',
]
const NOUNS = [
  'Harbor',
  'Orchard',
  'Lighthouse',
  'Caravan',
  'Meridian',
  'Garden',
  'Comet',
  'Frontier',
  'Carousel',
  'Voyage',
  'Canyon',
  'Signal',
  'Citadel',
  'River',
  'Compass',
  'Atlas',
  'Lantern',
  'Tide',
]

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A fresh list of 100 distinct film titles, the same on every run. */
export function createFilmOptions(count = 100): SelectOption[] {
  const random = seededRandom(20_240_601)
  const titles = new Set<string>()
  while (titles.size < count)
    titles.add(`${pick(random, OPENERS)} ${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`)
  return [...titles].map((label, index) => ({ id: index + 1, value: slug(label), label }))
}
