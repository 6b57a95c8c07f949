import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../../../testing/render-screen'
import { Timeline } from './Timeline'

describe('Timeline', () => {
  it('lists the steps in order with machine-readable dates, and marks the ones not reached', () => {
    renderScreen(
      <Timeline
        label="Journey"
        formatDate={(date) => date.toISOString().slice(0, 10)}
        pendingText="Not yet"
        events={[
          { id: 'a', label: 'Bought', date: new Date('2026-11-01T00:00:00Z') },
          { id: 'b', label: 'Shipped', date: null },
        ]}
      />,
    )
    const items = within(screen.getByRole('list', { name: 'Journey' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(['Bought2026-11-01', 'ShippedNot yet'])
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-01T00:00:00.000Z')
  })
})
