import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { PortError } from '../../../ports/errors'
import { session } from '../../session/session'
import { initTestI18n } from '../../../testing/i18n'
import { userOf } from '../../../testing/users'
import { memorySettings, renderScreen } from '../../../testing/render-screen'
import { FormView } from './FormView'
import { SectionForm } from './SectionForm'
import { TextField } from './fields'
import { requiredText } from './schemas'
import { useFormController } from './use-form-controller'

const schema = z.object({ title: requiredText() })
type Values = z.infer<typeof schema>
type Save = (values: Values, options: { requestId: string }) => Promise<Values>

interface ThingProps {
  save: Save
  load?: () => Promise<Values>
}

/** The controller both views are tested with: a title, loaded as `things/1` when `load` is given. */
function useThingForm({ save, load }: ThingProps) {
  return useFormController<Values, Values>({
    schema,
    defaults: { title: '' },
    load,
    loadKey: load ? 'things/1' : undefined,
    save,
  })
}

function Page(props: ThingProps) {
  return (
    <FormView controller={useThingForm(props)} title="Thing" cancelHref="/things">
      <TextField<Values> name="title" label="Title" />
    </FormView>
  )
}

function Section(props: ThingProps) {
  return (
    <SectionForm controller={useThingForm(props)} title="Label">
      <TextField<Values> name="title" label="Title" />
    </SectionForm>
  )
}

/** Says the browser is offline (or online again) as `navigator.onLine` and its events do. */
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

describe('FormView recovers', () => {
  beforeAll(() => initTestI18n())
  afterEach(() => {
    setOnline(true)
    session.userData = null
  })

  it('a record whose load failed offers Try again, and shows the form once it loads', async () => {
    const load = vi
      .fn<() => Promise<Values>>()
      .mockRejectedValueOnce(new PortError('internal', 'boom'))
      .mockResolvedValueOnce({ title: 'Loaded' })
    renderScreen(<Page save={async (values) => values} load={load} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on the server')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByLabelText('Title')).toHaveValue('Loaded')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a save refused offline says nothing was sent, keeps it, and offers to send it once online, with the same X-RequestId', async () => {
    const save = vi
      .fn<Save>()
      .mockRejectedValueOnce(new PortError('offline', 'not sent'))
      .mockImplementationOnce(async (values) => values)
    renderScreen(<Page save={save} />)
    await userEvent.type(screen.getByLabelText('Title'), 'Typed offline')
    setOnline(false)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('You are offline: nothing was sent.')
    expect(within(alert).queryByRole('button', { name: 'Send it now' })).not.toBeInTheDocument()
    setOnline(true)
    await userEvent.click(await within(alert).findByRole('button', { name: 'Send it now' }))
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2))
    expect(save.mock.calls[1]![0]).toEqual({ title: 'Typed offline' })
    expect(save.mock.calls[1]![1].requestId).toBe(save.mock.calls[0]![1].requestId)
  })

  it('SectionForm keeps a draft and offers it back, like FormView', async () => {
    session.userData = userOf('admin')
    const localSettings = memorySettings()
    const save = vi.fn<Save>(async (values) => values)
    const first = renderScreen(<Section save={save} />, { path: '/things/1/view', ports: { localSettings } })
    await userEvent.type(screen.getByLabelText('Title'), 'Half a label')
    first.unmount() // the page reloads
    renderScreen(<Section save={save} />, { path: '/things/1/view', ports: { localSettings } })
    await userEvent.click(await screen.findByRole('button', { name: 'Restore draft' }))
    expect(screen.getByLabelText('Title')).toHaveValue('Half a label')
  })
  it('SectionForm takes no typing until its record has loaded, and offers Try again when the load failed', async () => {
    let answer!: { resolve: (values: Values) => void; reject: (error: PortError) => void }
    const load = vi
      .fn<() => Promise<Values>>()
      .mockImplementation(() => new Promise((resolve, reject) => (answer = { resolve, reject })))
    renderScreen(<Section save={async (values) => values} load={load} />)
    // Typed now, the answer would replace it: the field is there (no jump when the record comes), but disabled.
    expect(screen.getByLabelText('Title')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled()
    answer.reject(new PortError('internal', 'boom'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on the server')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    answer.resolve({ title: 'Loaded' })
    expect(await screen.findByLabelText('Title')).toHaveValue('Loaded')
    expect(screen.getByLabelText('Title')).toBeEnabled()
  })
})
