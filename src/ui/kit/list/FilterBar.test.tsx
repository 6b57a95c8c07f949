import '@abraham/reflection'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { FilterValues } from '../../../domain/lists'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { FilterBar, type FilterDef } from './FilterBar'

const filters: FilterDef[] = [
  { key: 'approvedOnly', kind: 'boolean', label: 'Approved only' },
  {
    key: 'unapprovedOnly',
    kind: 'boolean',
    label: 'Unapproved only',
    overriddenWhen: (values) => values.approvedOnly === 'true',
    overriddenHint: 'Approved only wins',
  },
]

function renderBar(values: FilterValues) {
  const change = vi.fn()
  renderScreen(<FilterBar values={values} change={change} filters={filters} />)
  return change
}

describe('FilterBar boolean filters', () => {
  beforeAll(() => initTestI18n())

  it('locks an overridden filter, shows it off and says why', () => {
    renderBar({ approvedOnly: 'true', unapprovedOnly: 'true' })
    const unapproved = screen.getByRole('checkbox', { name: /Unapproved only/ })
    expect(unapproved).toBeDisabled()
    expect(unapproved).not.toBeChecked()
    expect(unapproved).toHaveAccessibleDescription('Approved only wins')
  })

  it('leaves the filter free while nothing overrides it', async () => {
    const change = renderBar({})
    const unapproved = screen.getByRole('checkbox', { name: 'Unapproved only' })
    expect(unapproved).toBeEnabled()
    expect(screen.queryByText('Approved only wins')).toBeNull()
    await userEvent.click(unapproved)
    expect(change).toHaveBeenCalledWith({ filters: { unapprovedOnly: 'true' } })
  })
})
