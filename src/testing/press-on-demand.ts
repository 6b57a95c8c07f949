import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'

/**
 * Presses a button whose control loads when first needed (decision 0229) as a person's pointer does: it reaches
 * the button, the real control takes the stand-in's place, then the press lands on what is there. (userEvent
 * presses the element it found first: once the code is in the worker already, pointing swaps the stand-in out
 * before the press, and the press would go to an element no longer in the page.)
 */
export async function pressOnDemand(name: string | RegExp): Promise<void> {
  await userEvent.hover(screen.getByRole('button', { name }))
  await waitFor(() => expect(screen.getByRole('button', { name })).toHaveAttribute('data-rac'))
  await userEvent.click(screen.getByRole('button', { name }))
}
