import '@abraham/reflection'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ListQuery } from '../../../domain/lists'
import { session } from '../../session/session'
import { initTestI18n } from '../../../testing/i18n'
import { memorySettings, renderScreen } from '../../../testing/render-screen'
import { pressOnDemand } from '../../../testing/press-on-demand'
import { ListView } from './ListView'
import { useListController } from './use-list-controller'

interface Row {
  name: string
  title: string
}
const rows: Row[] = [{ name: 'rows/1', title: 'First' }]

function Screen() {
  const list = useListController({
    id: 'things',
    load: async (_query: ListQuery) => ({ items: rows, totalRows: 1, totalPages: 1 }),
    toQuery: (query: ListQuery) => query,
    rowId: (row: Row) => row.name,
  })
  return (
    <ListView
      list={list}
      title="Things"
      columns={[
        { id: 'title', header: 'Title', cell: (row) => row.title, sortable: true },
        { id: 'name', header: 'Name', cell: (row) => row.name },
      ]}
      empty="None"
      searchLabel="Search things"
    />
  )
}

describe('saved views', { timeout: 30_000 }, () => {
  beforeAll(() => initTestI18n())
  beforeEach(() => {
    session.userData = { username: 'admin' } as typeof session.userData
  })

  it('save the list state and columns under a name, reopen it, share its link, and delete it', async () => {
    const settings = memorySettings()
    const { location } = renderScreen(<Screen />, {
      path: '/things?search=bmw&sort=asc&page=3',
      ports: { localSettings: settings },
    })
    await screen.findByRole('table', { name: 'Things' })
    await pressOnDemand('Saved views')
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save this view…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }))
    expect(await within(dialog).findByText('Fill this in.')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'BMW ascending')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save view' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(settings.read('views:admin:things')).toEqual([
      { name: 'BMW ascending', search: 'search=bmw&sort=asc', hiddenColumns: [] },
    ])

    // Elsewhere, the view opens its state (on page 1).
    location.navigate('/things?search=audi')
    await screen.findByRole('button', { name: 'Saved views' })
    await pressOnDemand('Saved views')
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Open view: BMW ascending' }))
    expect(location.history.at(-1)).toBe('/things?search=bmw&sort=asc')
    expect(
      await screen.findByRole('button', { name: 'Saved views (now: BMW ascending)' }),
    ).toBeInTheDocument()

    await pressOnDemand('Saved views (now: BMW ascending)')
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Manage views…' }))
    const manage = await screen.findByRole('dialog', { name: 'Saved views' })
    await userEvent.click(within(manage).getByRole('button', { name: 'Delete BMW ascending' }))
    expect(within(manage).getByText('No saved views.')).toBeInTheDocument()
    expect(settings.read('views:admin:things')).toEqual([])
  })
})
