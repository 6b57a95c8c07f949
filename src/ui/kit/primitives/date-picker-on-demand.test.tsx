import '@abraham/reflection'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { DatePickerOnDemand, DatePickerStandIn } from './date-picker-on-demand'

describe('DatePickerOnDemand', () => {
  it('stands in with the label and an empty box, drawn invalid or disabled as the field is', () => {
    // Rendered alone: whether the picker's code is still on its way depends on the tests run before in the worker.
    const { container } = renderScreen(
      <DatePickerStandIn label="Due date" value="" onChange={() => undefined} error="Required" isDisabled />,
    )
    const standIn = container.querySelector('[data-stand-in="date-picker"]')
    expect(standIn).toHaveTextContent('Due date')
    expect(standIn).toHaveTextContent('Required')
    expect(standIn?.querySelector('[data-invalid][data-disabled]')).not.toBeNull()
    // It stands for a moment only: the picker that follows carries the name and the state.
    expect(standIn).toHaveAttribute('aria-hidden', 'true')
    const plain = renderScreen(<DatePickerStandIn label="Due date" value="" onChange={() => undefined} />)
    expect(plain.container.querySelector('[data-invalid], [data-disabled]')).toBeNull()
  })

  it('then shows the picker with the value', async () => {
    await initTestI18n('en')
    renderScreen(<DatePickerOnDemand label="Due date" value="2026-11-28" onChange={() => undefined} />)
    expect(await screen.findByRole('group', { name: 'Due date' })).toBeInTheDocument()
    expect(screen.getAllByRole('spinbutton').map((segment) => segment.textContent)).toEqual([
      '11',
      '28',
      '2026',
    ])
    expect(document.querySelector('[data-stand-in]')).toBeNull()
  })
})
