import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '../../../testing/render-screen'
import { Accordion } from './Accordion'

describe('Accordion', () => {
  it('opens and closes each answer by its button, which names the region it controls', async () => {
    const user = userEvent.setup()
    renderScreen(
      <Accordion
        label="Questions"
        items={[
          { id: 'a', title: 'How do I pay?', content: 'By card.' },
          { id: 'b', title: 'Can I cancel?', content: 'Before loading.' },
        ]}
      />,
    )
    const pay = screen.getByRole('button', { name: 'How do I pay?' })
    expect(pay).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region', { name: 'How do I pay?' })).not.toBeInTheDocument()
    await user.click(pay)
    expect(pay).toHaveAttribute('aria-expanded', 'true')
    const region = screen.getByRole('region', { name: 'How do I pay?' })
    expect(region).toHaveTextContent('By card.')
    expect(pay).toHaveAttribute('aria-controls', region.id)
    // Keyboard: Tab to the next button, Enter opens it; the first stays open.
    await user.tab()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('region', { name: 'Can I cancel?' })).toHaveTextContent('Before loading.')
    expect(screen.getByRole('region', { name: 'How do I pay?' })).toBeVisible()
    await user.click(pay)
    expect(pay).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('group', { name: 'Questions' })).toBeInTheDocument()
  })
})
