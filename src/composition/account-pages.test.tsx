import '@abraham/reflection'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAccountAdapter } from '../adapters/http/account-adapter'
import { authApp } from '../mock/apps/auth'
import { call, mockEachTest } from '../testing/in-browser-mock'
import { initTestI18n } from '../testing/i18n'
import { renderScreen } from '../testing/render-screen'
import ForgotPasswordPage from '../ui/features/auth/ForgotPasswordPage'
import ResetPasswordPage from '../ui/features/pages/auth/ResetPasswordPage'
import TwoStepsPage from '../ui/features/pages/auth/TwoStepsPage'
import VerifyEmailPage from '../ui/features/pages/auth/VerifyEmailPage'

// The account pages (issue 28 item 3) over the real adapter and the in-browser mock's sign-in application: what they say happened did.
mockEachTest(authApp)
const ports = () => ({ account: createAccountAdapter() })
const outbox = () => screen.getByRole('region', { name: 'Demo outbox' })

describe('account pages against the in-browser mock', { timeout: 20_000 }, () => {
  beforeAll(() => initTestI18n())

  it('forgot → reset: the outbox link sets a new password; the old one stops working', async () => {
    const forgot = renderScreen(<ForgotPasswordPage />, { path: '/forgot-password', ports: ports() })
    await userEvent.type(screen.getByLabelText('Email'), 'client@demo.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      /A reset link for .client@demo\.com. is in the demo outbox/,
    )
    const link = within(outbox()).getByRole('link', { name: 'Reset your password' }).getAttribute('href')!
    expect(link).toMatch(/^\/pages\/reset-password-basic\?token=\S+$/)
    forgot.unmount()

    renderScreen(<ResetPasswordPage />, { path: link, ports: ports() })
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new-secret')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'brand-new-secret')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.')
    expect(
      (await call('/jwt/login', 'POST', { email: 'client@demo.com', password: 'brand-new-secret' })).status,
    ).toBe(200)
    expect((await call('/jwt/login', 'POST', { email: 'client@demo.com', password: 'client' })).status).toBe(
      400,
    )
  })

  it('forgot-password says no link was issued for an address with no account, and shows no outbox', async () => {
    renderScreen(<ForgotPasswordPage />, { path: '/forgot-password', ports: ports() })
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('status')).toHaveTextContent('no reset link was issued')
    expect(screen.queryByRole('region', { name: 'Demo outbox' })).not.toBeInTheDocument()
  })

  it('reset-password refuses a made-up token, and without one says where to get it', async () => {
    const madeUp = renderScreen(<ResetPasswordPage />, {
      path: '/pages/reset-password-basic?token=made-up',
      ports: ports(),
    })
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new-secret')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'brand-new-secret')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is not valid any more')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    madeUp.unmount()
    renderScreen(<ResetPasswordPage />, { path: '/pages/reset-password-basic', ports: ports() })
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the reset link')
    expect(screen.getByRole('link', { name: 'Ask for a reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
  })

  it('two steps: refuses a wrong code, Resend replaces the code, and the new one verifies', async () => {
    renderScreen(<TwoStepsPage />, { ports: ports() })
    const codeOf = async () => (await within(outbox()).findByText(/^\d{6}$/)).textContent!
    await screen.findByRole('region', { name: 'Demo outbox' })
    const first = await codeOf()
    const typeCode = async (code: string) => {
      await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }))
      await userEvent.paste(code)
      await userEvent.click(screen.getByRole('button', { name: 'Verify my account' }))
    }
    await typeCode(first === '000000' ? '111111' : '000000')
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not the code we sent')
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }))
    expect(await screen.findByRole('status')).toHaveTextContent(/A new code was sent to .hello@example\.com./)
    const second = await codeOf()
    await typeCode(second)
    expect(await screen.findByText('Your account is verified.')).toBeInTheDocument()
  })

  it('verify e-mail: says nothing was sent until Send, then the outbox link verifies the address', async () => {
    const sending = renderScreen(<VerifyEmailPage />, { ports: ports() })
    expect(screen.getByText(/No link has been sent yet/)).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      /A verification link was sent to .hello@example\.com/,
    )
    const link = within(outbox())
      .getByRole('link', { name: 'Verify your e-mail address' })
      .getAttribute('href')!
    sending.unmount()
    renderScreen(<VerifyEmailPage />, { path: link, ports: ports() })
    expect(await screen.findByText(/hello@example\.com. is verified/)).toBeInTheDocument()
  })
})
