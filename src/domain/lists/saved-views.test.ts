import { describe, expect, it } from 'vitest'
import { parseSavedViews, removeView, saveView, viewSearch } from './saved-views'

const view = (name: string, search = 'sort=asc') => ({ name, search, hiddenColumns: [] })

describe('saved views', () => {
  it('keep the list state without the page', () => {
    expect(viewSearch('?page=3&status=active&perPage=25')).toBe('status=active&perPage=25')
    expect(viewSearch('')).toBe('')
  })
  it('replace a view of the same name, in any case, in place; add others last', () => {
    const views = saveView(saveView([], view('Unpaid')), view('Archive'))
    expect(views.map((v) => v.name)).toEqual(['Unpaid', 'Archive'])
    const replaced = saveView(views, view(' unpaid ', 'unpaidOnly=true&page=2'))
    expect(replaced).toEqual([view('unpaid', 'unpaidOnly=true'), view('Archive')])
  })
  it('remove by name in any case', () => {
    expect(removeView([view('Unpaid'), view('Archive')], 'UNPAID')).toEqual([view('Archive')])
  })
  it('read back only well-formed views', () => {
    expect(parseSavedViews([view('A'), { name: '', search: '', hiddenColumns: [] }, 'x', null])).toEqual([
      view('A'),
    ])
    expect(parseSavedViews([{ name: 'B', search: '', hiddenColumns: ['amount', 3] }])).toEqual([
      { name: 'B', search: '', hiddenColumns: ['amount'] },
    ])
    expect(parseSavedViews(undefined)).toEqual([])
  })
})
