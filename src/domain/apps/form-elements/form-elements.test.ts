import { describe, expect, it } from 'vitest'
import { suggestTitles, type AutocompleteItem } from './form-elements'

const item = (id: number, title: string): AutocompleteItem => ({ id, rank: id, title })
const items = [
  item(1, 'Maps of Winter'),
  item(2, 'Echoes of Summer'),
  item(3, 'Winter Roads'),
  item(4, 'Stone'),
]

describe('autocomplete suggestions', () => {
  it('suggests titles containing the text, those starting with it first, then by rank', () => {
    expect(suggestTitles(items, 'winter').map((i) => i.id)).toEqual([3, 1])
    expect(suggestTitles(items, ' OF ').map((i) => i.id)).toEqual([1, 2])
    expect(suggestTitles(items, 'xyz')).toEqual([])
  })

  it('suggests the best-ranked ones for no text, at most the limit', () => {
    expect(suggestTitles(items, '', 2).map((i) => i.id)).toEqual([1, 2])
  })
})
