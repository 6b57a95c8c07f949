import '@abraham/reflection'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { container } from 'tsyringe'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { DevToolsPort, FaultRequest, InjectedFault, RecordedCall } from '../../../ports/dev-tools-port'
import { PortError } from '../../../ports/errors'
import { DEV_TOOLS_PORT } from '../../../ports/tokens'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import DevToolsPanel from './DevToolsPanel'

const call = (method: string, code = 'ok'): RecordedCall => ({
  method,
  code,
  status: code === 'ok' ? 200 : 503,
  durationMs: 3.2,
  requestId: 'r-1',
  user: 'admin',
  at: '2026-11-26T08:00:00.000Z',
})

/** A mock API's admin paths in memory; a fault without code and latency is refused as the server does. */
function fakeTools(calls: RecordedCall[] = []) {
  let faults: InjectedFault[] = []
  let lastId = 0
  const port = {
    recentCalls: vi.fn(async () => calls),
    faults: vi.fn(async () => faults),
    addFault: vi.fn(async (fault: FaultRequest) => {
      if (fault.code === undefined && fault.latencyMs === undefined)
        throw new PortError('invalid_argument', 'code: give a code, a latencyMs or both', [
          { field: 'code', description: 'give a code, a latencyMs or both' },
        ])
      const id = String(++lastId)
      faults = [...faults, { rate: 1, ...fault, id, timesLeft: fault.times ?? null }]
      return id
    }),
    removeFault: vi.fn(async (id: string) => void (faults = faults.filter((f) => f.id !== id))),
    removeAllFaults: vi.fn(async () => void (faults = [])),
    resetData: vi.fn(async () => void (faults = [])),
  } satisfies DevToolsPort
  return port
}

/** The port the panel resolves; registered by a factory, which renderScreen's clearing of values leaves. */
let current: DevToolsPort
function open(port: DevToolsPort) {
  current = port
  return renderScreen(<DevToolsPanel isOpen onOpenChange={() => {}} />)
}

describe('the developer panel', () => {
  beforeAll(async () => {
    container.register(DEV_TOOLS_PORT, { useFactory: () => current })
    await initTestI18n()
  })

  it("shows the mock API's recent calls, newest first as it answers them", async () => {
    open(
      fakeTools([
        call('cargo.services.OrderService/ListOrders', 'unavailable'),
        call('cargo.services.CustomerService/ListCustomers'),
      ]),
    )
    const table = await screen.findByRole('table', { name: /Newest first/ })
    await within(table).findByRole('button', {
      name: 'Put cargo.services.OrderService/ListOrders in the fault form',
    })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['unavailable', 'ok'])
  })

  it('adds a fault for an RPC picked from the calls, with a code, a latency and times', async () => {
    const user = userEvent.setup()
    const port = fakeTools([call('cargo.services.OrderService/ListOrders')])
    open(port)
    await user.click(
      await screen.findByRole('button', {
        name: 'Put cargo.services.OrderService/ListOrders in the fault form',
      }),
    )
    expect(screen.getByRole('combobox', { name: 'RPC' })).toHaveValue(
      'cargo.services.OrderService/ListOrders',
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Error code' }), 'unavailable')
    await user.type(screen.getByRole('spinbutton', { name: 'Latency (ms)' }), '800')
    await user.type(screen.getByRole('spinbutton', { name: 'Times' }), '2')
    await user.click(screen.getByRole('button', { name: 'Add fault' }))
    expect(port.addFault).toHaveBeenCalledWith({
      method: 'cargo.services.OrderService/ListOrders',
      code: 'unavailable',
      latencyMs: 800,
      times: 2,
    })
    const faults = screen.getByRole('table', { name: 'Faults in force' })
    await within(faults).findByRole('button', { name: 'Remove fault 1' })
    expect(within(faults).getByRole('row', { name: /ListOrders unavailable 800 1 2/ })).toBeInTheDocument()
  })

  it("shows the mock API's refusal, naming the field", async () => {
    const user = userEvent.setup()
    open(fakeTools())
    await user.click(await screen.findByRole('button', { name: 'Add fault' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The mock API refused: code: give a code, a latencyMs or both',
    )
  })

  it('removes one fault, all faults, and resets the data', async () => {
    const user = userEvent.setup()
    const port = fakeTools()
    await port.addFault({ method: '*', code: 'internal' })
    await port.addFault({ method: '*', latencyMs: 100 })
    open(port)
    await user.click(await screen.findByRole('button', { name: 'Remove fault 1' }))
    expect(port.removeFault).toHaveBeenCalledWith('1')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove fault 1' })).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Remove all faults' }))
    expect(port.removeAllFaults).toHaveBeenCalled()
    expect(await screen.findByText('No faults: every call is answered normally.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reset data to the seed' }))
    expect(port.resetData).toHaveBeenCalled()
    expect(await screen.findByRole('status')).toHaveTextContent('Data reset to the seed')
  })

  it('says so when the admin paths do not answer', async () => {
    const port = fakeTools()
    port.recentCalls.mockRejectedValue(new PortError('unavailable', 'the mock API did not answer'))
    open(port)
    expect(await screen.findByRole('alert')).toHaveTextContent("The mock API's admin paths do not answer")
  })
})
