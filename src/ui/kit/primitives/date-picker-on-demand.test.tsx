import '@abraham/reflection'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { DatePickerOnDemand } from './date-picker-on-demand'

describe('DatePickerOnDemand', () => {
  it('stands in with the label and an empty box, marked invalid with its error, until the picker has come', async () => {
    await initTestI18n('en')
    const { container } = renderScreen(
      <DatePickerOnDemand label="Due date" value="2026-11-28" onChange={() => undefined} error="Required" />,
    )
    const standIn = container.querySelector('[data-stand-in="date-picker"]')
    expect(standIn).toHaveTextContent('Due date')
    expect(standIn).toHaveTextContent('Required')
    expect(standIn?.querySelector('[data-invalid]')).not.toBeNull()
    // Then the picker itself, with the value, and the stand-in gone.
    expect(await screen.findByRole('group', { name: 'Due date' })).toBeInTheDocument()
    expect(screen.getAllByRole('spinbutton').map((segment) => segment.textContent)).toEqual([
      '11',
      '28',
      '2026',
    ])
    expect(container.querySelector('[data-stand-in]')).toBeNull()
  })
})
