import '@abraham/reflection'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { container } from 'tsyringe'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import userEvent from '@testing-library/user-event'
import { ADMIN_ABILITY_RULES, CLIENT_ABILITY_RULES, type AbilityRule } from '../../domain/access'
import type { UserData } from '../../domain/auth'
import type { SessionChange, SessionEventsPort } from '../../ports/session-events-port'
import { PORTS } from '../../ports/tokens'
import { initTestI18n } from '../../testing/i18n'
import { makeTheme } from '../theme/theme'
import { preloadAppLayout } from '../shell/VerticalLayout'
import { AppRoutes } from './AppRoutes'
import { session } from '../session/session'

const user = (role: string, ability: readonly AbilityRule[]): UserData =>
  ({
    id: 1,
    fullName: role,
    username: role,
    role,
    avatar: '',
    email: `${role}@demo.com`,
    ability: [...ability],
  }) as UserData

function renderAt(path: string, userData: UserData | null) {
  let signOutListener: () => void = () => {}
  let changeListener: (change: SessionChange) => void = () => {}
  const events: SessionEventsPort = {
    onSignedOut: (listener) => {
      signOutListener = listener
      return () => {}
    },
    onChangedElsewhere: (listener) => {
      changeListener = listener
      return () => {}
    },
  }
  container.register(PORTS.sessionEvents, { useValue: events })
  session.userData = userData
  const location = memoryLocation({ path, record: true })
  render(
    <ThemeProvider theme={makeTheme()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppRoutes />
      </Router>
    </ThemeProvider>,
  )
  return {
    location,
    signOut: () => act(() => signOutListener()),
    elsewhere: (change: SessionChange) => act(() => changeListener(change)),
  }
}

describe('AppRoutes', () => {
  beforeAll(async () => {
    await initTestI18n()
    // The signed-in frame is a lazy chunk: loaded up front, so no test ends with its import still running (jsdom
    // is shared by a worker's files, and an import that lands after this file's teardown fails the next file).
    await preloadAppLayout()
  })

  it('sends a visitor without a session from a protected route to /login', async () => {
    const { location } = renderAt('/orders', null)
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'))
  })

  it('sends / to the role home', async () => {
    const { location } = renderAt('/', user('client', CLIENT_ABILITY_RULES))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/access-control'))
  })

  it('sends a user lacking the permission to /misc/not-authorized', async () => {
    const { location } = renderAt('/invoices', user('client', CLIENT_ABILITY_RULES))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/misc/not-authorized'))
  })

  it('keeps the page under a sign-in dialog when the pipeline signs out a person at work; Sign out there goes to /login', async () => {
    const { location, signOut } = renderAt('/misc/error', user('admin', ADMIN_ABILITY_RULES))
    signOut()
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' })
    expect(location.history?.at(-1)).toBe('/misc/error')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'))
    expect(session.userData).toBeNull()
    expect(session.ended).toBe(false)
  })

  it('goes to /login when the pipeline signs out with nobody signed in', async () => {
    const { location, signOut } = renderAt('/login', null)
    signOut()
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'))
    expect(session.ended).toBe(false)
  })

  it('shows the sign-in page for user data without a role, instead of sending it home to itself', async () => {
    const { location } = renderAt('/login', { username: 'admin' } as UserData)
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument()
    expect(location.history).toEqual(['/login'])
  })
})

describe('AppRoutes with other tabs', () => {
  beforeAll(() => initTestI18n())
  afterEach(() => {
    session.userData = null
    session.notice = null
  })

  it('signs out at once when another tab signs out', async () => {
    const { location, elsewhere } = renderAt('/misc/error', user('admin', ADMIN_ABILITY_RULES))
    elsewhere({ kind: 'signed-out' })
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'))
    expect(session.userData).toBeNull()
    expect(session.notice).toBeNull()
  })

  it('signs in when another tab signs in, leaving the sign-in page for the role home', async () => {
    const { location, elsewhere } = renderAt('/login', null)
    elsewhere({ kind: 'signed-in', userData: user('client', CLIENT_ABILITY_RULES) })
    await waitFor(() => expect(location.history?.at(-1)).toBe('/access-control'))
    expect(session.userData?.username).toBe('client')
  })

  it('goes to the new user home when another tab signs in someone else, and stays put on renewed tokens', async () => {
    const { location, elsewhere } = renderAt('/misc/error', user('admin', ADMIN_ABILITY_RULES))
    elsewhere({ kind: 'signed-in', userData: user('admin', ADMIN_ABILITY_RULES) })
    expect(location.history?.at(-1)).toBe('/misc/error')
    elsewhere({ kind: 'signed-in', userData: user('client', CLIENT_ABILITY_RULES) })
    await waitFor(() => expect(location.history?.at(-1)).toBe('/access-control'))
  })

  it('says why when another tab left a session that cannot be used', async () => {
    const { location, elsewhere } = renderAt('/misc/error', user('admin', ADMIN_ABILITY_RULES))
    elsewhere({ kind: 'signed-out', problem: 'user-data' })
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'))
    expect(session.notice).toBe('broken')
  })
})
