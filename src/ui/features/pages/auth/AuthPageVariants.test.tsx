import '@abraham/reflection'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { AccountPort } from '../../../../ports/account-port'
import { fakePort } from '../../../../testing/fake-port'
import { initTestI18n } from '../../../../testing/i18n'
import { renderScreen } from '../../../../testing/render-screen'
import { AuthVariantContext } from '../../auth'
import ResetPasswordPage from './ResetPasswordPage'
import TwoStepsPage from './TwoStepsPage'

const digits = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ })

describe('template sign-in page variants', { timeout: 20_000 }, () => {
  beforeAll(() => initTestI18n())

  it('two steps: a pasted code fills the cells, typing moves on, Backspace goes back', async () => {
    const verifyTwoStepsCode = vi.fn(async () => undefined)
    const account = fakePort<AccountPort>({
      sendTwoStepsCode: async (to) => ({ purpose: 'two-steps', to, code: '123498' }),
      verifyTwoStepsCode,
    })
    renderScreen(<TwoStepsPage />, { ports: { account } })
    expect(await screen.findByText('123498')).toBeInTheDocument()
    fireEvent.paste(digits()[0]!, { clipboardData: { getData: () => '12 34 5' } })
    expect(digits().map((cell) => (cell as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', ''])
    expect(digits()[5]).toHaveFocus()
    await userEvent.keyboard('{Backspace}')
    expect(digits()[4]).toHaveFocus()
    expect((digits()[4] as HTMLInputElement).value).toBe('')
    await userEvent.click(screen.getByRole('button', { name: 'Verify my account' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Enter all six digits of the code.')
    await userEvent.click(digits()[4]!)
    await userEvent.keyboard('9')
    expect(digits()[5]).toHaveFocus()
    await userEvent.keyboard('8')
    await userEvent.click(screen.getByRole('button', { name: 'Verify my account' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Your account is verified.')
    expect(verifyTwoStepsCode).toHaveBeenCalledWith('hello@example.com', '123498')
  })

  it('two steps: a code typed over an earlier one replaces each digit, wherever the caret was left', async () => {
    const account = fakePort<AccountPort>({
      sendTwoStepsCode: async (to) => ({ purpose: 'two-steps', to, code: '206606' }),
      verifyTwoStepsCode: async () => undefined,
    })
    renderScreen(<TwoStepsPage />, { ports: { account } })
    expect(await screen.findByText('206606')).toBeInTheDocument()
    fireEvent.paste(digits()[0]!, { clipboardData: { getData: () => '000000' } })
    // A click leaves the caret before the old digit (initialSelection), as a click on its left half does.
    await userEvent.type(digits()[0]!, '206606', { initialSelectionStart: 0, initialSelectionEnd: 0 })
    expect(
      digits()
        .map((cell) => (cell as HTMLInputElement).value)
        .join(''),
    ).toBe('206606')
  })

  it('reset password: refuses a short password and a mismatch, keeps what was typed, then confirms', async () => {
    const resetPassword = vi.fn(async () => undefined)
    renderScreen(
      <AuthVariantContext.Provider value="cover">
        <ResetPasswordPage />
      </AuthVariantContext.Provider>,
      {
        path: '/pages/reset-password-cover?token=abc',
        ports: { account: fakePort<AccountPort>({ resetPassword }) },
      },
    )
    await userEvent.type(screen.getByLabelText('New password'), 'short')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('New password'), '-and-long')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'short-and-lon')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument()
    expect(screen.getByLabelText('New password')).toHaveValue('short-and-long')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'g')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.')
    expect(resetPassword).toHaveBeenCalledWith('abc', 'short-and-long')
  })
})
