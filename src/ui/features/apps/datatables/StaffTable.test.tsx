import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { matchesStaffSearch, type StaffRecord } from '../../../../domain/apps/datatables'
import type { DatatablesPort } from '../../../../ports/datatables-port'
import { fakePort } from '../../../../testing/fake-port'
import { initTestI18n } from '../../../../testing/i18n'
import { renderScreen } from '../../../../testing/render-screen'
import DatatableAdvance from './DatatableAdvance'
import DatatableBasic from './DatatableBasic'

const person = (id: number, full_name: string, over: Partial<StaffRecord> = {}): StaffRecord => ({
  id,
  responsive_id: '',
  avatar: 'data:image/svg+xml,a',
  full_name,
  post: 'Clerk',
  email: `${full_name.split(' ')[0]!.toLowerCase()}@example.com`,
  city: 'Yerevan',
  start_date: '01/15/2020',
  salary: '$1000.00',
  age: '30',
  experience: '2 Years',
  status: 1,
  ...over,
})
const staff = [
  person(1, 'Amelia Abbott', { post: 'Dock Manager', salary: '$52000.00', status: 2 }),
  person(2, 'Bruno Brennan', { city: 'Gyumri', salary: '$31000.50', status: 3 }),
  person(3, 'Celine Castillo', { post: 'Dock Clerk', salary: '$45000.00', status: 5 }),
]

/** The staff port answering the search as the mock does (the spec's rule). */
function staffPort() {
  const searchStaff = vi.fn(async (text: string) => staff.filter((r) => matchesStaffSearch(r, text)))
  return { searchStaff, port: fakePort<DatatablesPort>({ searchStaff }) }
}

describe('staff tables', () => {
  beforeAll(() => initTestI18n())

  it('searches through the port, sorts by salary and selects rows', async () => {
    const user = userEvent.setup()
    const { port, searchStaff } = staffPort()
    renderScreen(<DatatableBasic />, { path: '/datatables/basic', ports: { datatables: port } })
    await screen.findByText('Celine Castillo')
    expect(screen.getByText('Rejected')).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Search staff' }), 'dock{Enter}')
    await waitFor(() => expect(screen.queryByText('Bruno Brennan')).not.toBeInTheDocument())
    expect(searchStaff).toHaveBeenLastCalledWith('dock')

    await user.click(screen.getByRole('button', { name: /Salary/ }))
    await waitFor(() => {
      const cells = within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent)
      expect(cells[0]).toContain('Celine Castillo')
      expect(cells[1]).toContain('Amelia Abbott')
    })
    await user.click(screen.getByRole('checkbox', { name: 'Select Amelia Abbott' }))
    expect(screen.getByRole('region', { name: 'Actions on selected rows' })).toHaveTextContent('Selected: 1')
    expect(screen.getByRole('button', { name: 'Export selected to CSV' })).toBeInTheDocument()
  }, 30_000)

  it('filters by a column text and the status in the URL', async () => {
    const user = userEvent.setup()
    const { port } = staffPort()
    const { location } = renderScreen(<DatatableAdvance />, {
      path: '/datatables/advance',
      ports: { datatables: port },
    })
    await screen.findByText('Bruno Brennan')
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'gyum{Enter}')
    await waitFor(() => expect(screen.queryByText('Amelia Abbott')).not.toBeInTheDocument())
    expect(screen.getByText('Bruno Brennan')).toBeInTheDocument()
    expect(location.history?.at(-1)).toContain('city=gyum')

    await user.click(screen.getByRole('button', { name: /Clear filters/ }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Applied')
    await waitFor(() => expect(screen.queryByText('Bruno Brennan')).not.toBeInTheDocument())
    expect(screen.getByText('Celine Castillo')).toBeInTheDocument()
    expect(location.history?.at(-1)).toContain('status=5')
  }, 30_000)
})
