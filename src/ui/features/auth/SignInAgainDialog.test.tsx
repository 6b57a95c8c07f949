import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { useSnapshot } from 'valtio'
import { PortError } from '../../../ports/errors'
import type { SessionChange, SessionEventsPort } from '../../../ports/session-events-port'
import type { SessionPort, SessionStoragePort, SignedInSession } from '../../../ports/session-port'
import { onSessionChangedElsewhere, onSignedOut, session } from '../../session/session'
import { initTestI18n } from '../../../testing/i18n'
import { FormView } from '../../kit/form/FormView'
import { TextField } from '../../kit/form/fields'
import { requiredText } from '../../kit/form/schemas'
import { useFormController } from '../../kit/form/use-form-controller'
import { renderScreen } from '../../../testing/render-screen'
import { userOf } from '../../../testing/users'
import SignInAgainDialog from './SignInAgainDialog'

const schema = z.object({ title: requiredText() })
type Values = z.infer<typeof schema>
type Save = (values: Values, options: { requestId: string }) => Promise<Values>

function Page({ save }: { save: Save }) {
  const { ended } = useSnapshot(session)
  const controller = useFormController<Values, Values>({ schema, defaults: { title: '' }, save })
  return (
    <>
      <FormView controller={controller} title="New thing" cancelHref="/things">
        <TextField<Values> name="title" label="Title" />
      </FormView>
      {ended && <SignInAgainDialog />}
    </>
  )
}

/** Session ports where the pipeline's "signed out" can be announced and a sign-in answers `who`. */
function sessionPorts(who: string) {
  const signedOut = new Set<() => void>()
  const elsewhere = new Set<(change: SessionChange) => void>()
  const events: SessionEventsPort = {
    onSignedOut: (listener) => (signedOut.add(listener), () => signedOut.delete(listener)),
    onChangedElsewhere: (listener) => (elsewhere.add(listener), () => elsewhere.delete(listener)),
  }
  const signedIn: SignedInSession = { userData: userOf(who), accessToken: 'a', refreshToken: 'r' }
  const login = vi.fn<SessionPort['login']>(async () => signedIn)
  const sessionPort: SessionPort = {
    login,
    register: login,
    refresh: async () => signedIn,
    logout: async () => {},
  }
  const save = vi.fn<SessionStoragePort['save']>()
  const sessionStorage: SessionStoragePort = {
    load: () => ({}),
    inspect: () => ({ userData: null, accessToken: null, refreshToken: null }),
    save,
    clear: () => {},
    endedFor: () => undefined,
    recordLastCall: () => {},
  }
  return {
    ports: { sessionEvents: events, session: sessionPort, sessionStorage },
    login,
    announceSignedOut: () => signedOut.forEach((listener) => listener()),
    announceElsewhere: (change: SessionChange) => elsewhere.forEach((listener) => listener(change)),
  }
}

describe('signing in again over the page', () => {
  beforeAll(() => initTestI18n())
  afterEach(() => {
    session.userData = null
    session.ended = false
  })

  it('a save refused when the session ended is sent again, with the same X-RequestId, after signing in in the dialog', async () => {
    session.userData = userOf('admin')
    const { ports, login, announceSignedOut } = sessionPorts('admin')
    const save = vi.fn<Save>().mockImplementationOnce(async () => {
      // The call pipeline: the refresh was refused, the session cleared, and "signed out" announced.
      announceSignedOut()
      throw new PortError('unauthenticated', 'Session refresh failed')
    })
    save.mockImplementationOnce(async (values) => values)
    const { location } = renderScreen(<Page save={save} />, { path: '/things/new', ports })
    const stopWatching = onSignedOut(() => location.history.push('/login'))
    try {
      await userEvent.type(screen.getByLabelText('Title'), 'Half a day of typing')
      await userEvent.click(screen.getByRole('button', { name: 'Save' }))
      const dialog = await screen.findByRole('dialog', { name: 'Sign in again' })
      // Still on the page, with what was typed, under the dialog.
      expect(location.history.at(-1)).toBe('/things/new')
      expect(screen.getByLabelText('Title', { selector: 'input[name=title]' })).toHaveValue(
        'Half a day of typing',
      )
      expect(within(dialog).getByLabelText('Email')).toHaveValue('admin@demo.com')
      await userEvent.type(within(dialog).getByLabelText('Password'), 'admin')
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }))
      await waitFor(() => expect(save).toHaveBeenCalledTimes(2))
      expect(login).toHaveBeenCalledWith({ email: 'admin@demo.com', password: 'admin' })
      expect(session.ended).toBe(false)
      const [first, second] = save.mock.calls
      expect(second![0]).toEqual({ title: 'Half a day of typing' })
      expect(second![1].requestId).toBe(first![1].requestId)
      expect(location.history).not.toContain('/login')
    } finally {
      stopWatching()
    }
  })

  it("another tab's refused refresh offers the sign-in over this tab's page too; a sign-out there leaves it", async () => {
    session.userData = userOf('admin')
    const { ports, announceElsewhere } = sessionPorts('admin')
    const save = vi.fn<Save>(async (values) => values)
    const { location } = renderScreen(<Page save={save} />, { path: '/things/new', ports })
    const stop = onSessionChangedElsewhere((path) => location.history.push(path))
    try {
      await userEvent.type(screen.getByLabelText('Title'), 'Typed here')
      announceElsewhere({ kind: 'signed-out', endedFor: 'admin' })
      await screen.findByRole('dialog', { name: 'Sign in again' })
      expect(location.history.at(-1)).toBe('/things/new')
      expect(screen.getByLabelText('Title', { selector: 'input[name=title]' })).toHaveValue('Typed here')
      // Signed in again in that tab: this one goes on too.
      announceElsewhere({ kind: 'signed-in', userData: userOf('admin') })
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      // A deliberate sign-out there signs this tab out.
      announceElsewhere({ kind: 'signed-out' })
      expect(location.history.at(-1)).toBe('/login')
    } finally {
      stop()
    }
  })

  it('another person signing in in the dialog goes to their own home, not into the page', async () => {
    session.userData = userOf('admin')
    session.ended = true
    const { ports } = sessionPorts('client')
    const save = vi.fn<Save>(async (values) => values)
    const { location } = renderScreen(<Page save={save} />, { path: '/things/new', ports })
    const dialog = await screen.findByRole('dialog', { name: 'Sign in again' })
    await userEvent.clear(within(dialog).getByLabelText('Email'))
    await userEvent.type(within(dialog).getByLabelText('Email'), 'client@demo.com')
    await userEvent.type(within(dialog).getByLabelText('Password'), 'client')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/access-control'))
    expect(session.userData?.username).toBe('client')
    expect(save).not.toHaveBeenCalled()
  })

  it('with nobody at work, a refused refresh goes to the sign-in page', () => {
    const { ports, announceSignedOut } = sessionPorts('admin')
    const { location } = renderScreen(<p>nothing</p>, { path: '/orders', ports })
    const stop = onSignedOut(() => location.history.push('/login'))
    announceSignedOut()
    stop()
    expect(session.ended).toBe(false)
    expect(location.history.at(-1)).toBe('/login')
  })
})
