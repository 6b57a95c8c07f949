import 'reflect-metadata'
import { act, render, waitFor } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { container } from 'tsyringe'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_ABILITY_RULES, CLIENT_ABILITY_RULES, type AbilityRule } from '../../domain/access'
import type { UserData } from '../../domain/auth'
import type { SessionEventsPort } from '../../ports/session-events-port'
import { PORTS } from '../../ports/tokens'
import { initTestI18n } from '../i18n/test-i18n'
import { makeTheme } from '../shell/theme'
import { AppRoutes } from './AppRoutes'
import { session } from './session'

const user = (role: string, ability: readonly AbilityRule[]): UserData =>
  ({ id: 1, fullName: role, username: role, role, avatar: '', email: `${role}@demo.com`, ability: [...ability] }) as UserData

function renderAt(path: string, userData: UserData | null) {
  let signOutListener: () => void = () => {}
  const events: SessionEventsPort = {
    onSignedOut: (listener) => {
      signOutListener = listener
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
  return { location, signOut: () => act(() => signOutListener()) }
}

describe('AppRoutes', () => {
  beforeAll(() => initTestI18n())

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

  it('goes to /login and forgets the user when the pipeline signs out', async () => {
    const { location, signOut } = renderAt('/misc/error', user('admin', ADMIN_ABILITY_RULES))
    signOut()
    await waitFor(() => expect(location.history?.at(-1)).toBe('/login'))
    expect(session.userData).toBeNull()
  })
})
