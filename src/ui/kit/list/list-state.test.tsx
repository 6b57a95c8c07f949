import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { lazy, Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { Route, Switch } from 'wouter'
import { renderScreen } from '../../../testing/render-screen'
import { DEFAULT_LIST_QUERY, useUrlListState } from './list-state'
import { SearchBox } from './SearchBox'
import { SEARCH_DEBOUNCE_MS } from './search-debounce'

function SearchedList() {
  const { query, change } = useUrlListState(DEFAULT_LIST_QUERY, [])
  return (
    <SearchBox
      value={query.search ?? ''}
      onSearch={(search) => change({ query: { search } })}
      label="Search"
    />
  )
}
/** The next screen, whose code is still on its way. */
const LoadingScreen = lazy(() => new Promise<never>(() => {}))

describe('useUrlListState', () => {
  it('keeps the address once the person has left, even when a search was still waiting for its pause', async () => {
    const { location } = renderScreen(
      <Suspense fallback={<p>Loading</p>}>
        <Switch>
          <Route path="/list" component={SearchedList} />
          <Route path="/next" component={LoadingScreen} />
        </Switch>
      </Suspense>,
      { path: '/list' },
    )
    const person = userEvent.setup()
    await person.type(screen.getByRole('searchbox', { name: 'Search' }), 'abc')
    act(() => location.navigate('/next'))
    await screen.findByText('Loading')
    // The list is hidden behind the next screen's loading state, not gone: its search's timer still runs out.
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2)))
    expect(location.history).toEqual(['/list', '/next'])
  })

  it('writes a search to the address while the list is on show', async () => {
    const { location } = renderScreen(<SearchedList />, { path: '/list' })
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search' }), 'abc{Enter}')
    expect(location.history.at(-1)).toBe('/list?search=abc')
  })
})
