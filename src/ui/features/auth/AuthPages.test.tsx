import '@abraham/reflection'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { container } from 'tsyringe'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PortError } from '../../../ports/errors'
import type { SessionPort, SessionStoragePort } from '../../../ports/session-port'
import { PORTS } from '../../../ports/tokens'
import { session } from '../../session/session'
import { initTestI18n } from '../../../testing/i18n'
import { renderShell } from '../../../testing/render-shell'
import { userOf } from '../../../testing/users'
import LoginPage from './LoginPage'
import RegisterPage from './RegisterPage'

const storage: SessionStoragePort = {
  load: () => ({}),
  inspect: () => ({ userData: null, accessToken: null, refreshToken: null }),
  save: vi.fn(),
  clear: vi.fn(),
  endedFor: () => undefined,
  recordLastCall: vi.fn(),
}

function sessionPort(register: SessionPort['register']): SessionPort {
  return { login: vi.fn(), register, refresh: vi.fn(), logout: vi.fn(async () => undefined) }
}

describe('authentication pages', { timeout: 20_000 }, () => {
  beforeAll(() => initTestI18n())
  beforeEach(() => {
    container.clearInstances()
    container.register(PORTS.sessionStorage, { useValue: storage })
  })
  afterEach(() => {
    session.userData = null
  })

  it('sign-in lists the demo accounts and links to register and forgot-password', async () => {
    renderShell(<LoginPage />, '/login')
    expect(screen.getByRole('heading', { name: /Welcome/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'admin@demo.com / admin' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register')
    await userEvent.click(screen.getByRole('button', { name: 'client@demo.com / client' }))
    expect(screen.getByLabelText('Email')).toHaveValue('client@demo.com')
  })

  it('registers, keeps the session and goes home', async () => {
    const register = vi.fn(async () => ({
      userData: userOf('admin', 'newbie'),
      accessToken: 'a',
      refreshToken: 'r',
    }))
    container.register(PORTS.session, { useValue: sessionPort(register) })
    const { location } = renderShell(<RegisterPage />, '/register')
    await userEvent.type(screen.getByLabelText('Username'), 'newbie')
    await userEvent.type(screen.getByLabelText('Email'), 'newbie@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'secret')
    await userEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(register).toHaveBeenCalledWith({
      username: 'newbie',
      email: 'newbie@example.com',
      password: 'secret',
    })
    expect(storage.save).toHaveBeenCalled()
    expect(session.userData?.username).toBe('newbie')
    expect(location.history.at(-1)).toBe('/orders')
  })

  it('shows a taken e-mail and username under their fields, and asks for the terms', async () => {
    const conflict = new PortError('already_exists', 'taken', [
      { field: 'email', description: 'This email is already in use.' },
      { field: 'username', description: 'This username is already in use.' },
    ])
    container.register(PORTS.session, { useValue: sessionPort(vi.fn(async () => Promise.reject(conflict))) })
    renderShell(<RegisterPage />, '/register')
    await userEvent.type(screen.getByLabelText('Username'), 'admin')
    await userEvent.type(screen.getByLabelText('Email'), 'admin@demo.com')
    await userEvent.type(screen.getByLabelText('Password'), 'admin')
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText('Accept the privacy policy and terms to continue.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument()
    expect(screen.getByText('This username is already in use.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
  })
})
