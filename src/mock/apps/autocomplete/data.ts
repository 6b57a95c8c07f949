/** 100 ranked titles for the autocomplete demo, generated deterministically from word lists. */
import { pick, seededRandom } from '../../http'
import type { AutocompleteItem } from '../../../domain/apps/form-elements'
export type { AutocompleteItem }

const FIRST = [
  'Echoes',
  'Letters',
  'Maps',
  'Shadows',
  'Gardens',
  'Voices',
  'Bridges',
  'Stories',
  'Rivers',
  'Windows',
  'Roads',
  'Islands',
]
const OF = ['of', 'from', 'beyond', 'across', 'under']
const LAST = [
  'Winter',
  'the North',
  'Tomorrow',
  'the Valley',
  'Glass',
  'the Old City',
  'Amber',
  'the Coast',
  'Stone',
  'Summer',
  'the Plains',
  'Silver',
  'the Market',
  'Morning',
]

/** A fresh list of `count` distinct titles ranked 1..count, the same on every run. */
export function createAutocompleteItems(count = 100): AutocompleteItem[] {
  const random = seededRandom(7_770_303)
  const titles = new Set<string>()
  while (titles.size < count) titles.add(`${pick(random, FIRST)} ${pick(random, OF)} ${pick(random, LAST)}`)
  return [...titles].map((title, index) => ({ title, rank: index + 1, id: index + 1 }))
}
