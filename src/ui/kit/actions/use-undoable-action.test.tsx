import { act, fireEvent, render, screen } from '@testing-library/react'
import { Toaster } from 'sonner'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PortError } from '../../../ports/errors'
import { initTestI18n } from '../../../testing/i18n'
import { pendingKeys, undoPending, UNDO_DELAY_MS } from './undoable'
import { useUndoableAction } from './use-undoable-action'
import { showToast } from '../toast'

/** Three lines, each approved through the kit; while one waits, its row offers Undo instead. */
function Lines({ perform }: { perform: (line: string) => Promise<unknown> }) {
  const undoable = useUndoableAction()
  return (
    <>
      <Toaster />
      {['Towing', 'Storage', 'Loading'].map((line) =>
        undoable.isPending(line) ? (
          <button key={line} type="button" onClick={() => undoable.undo(line)}>
            Undo in row {line}
          </button>
        ) : (
          <button
            key={line}
            type="button"
            onClick={() =>
              undoable.run({ key: line, doneMessage: `${line} approved`, perform: () => perform(line) })
            }
          >
            Approve {line}
          </button>
        ),
      )}
    </>
  )
}

/** Clicks, then lets sonner show what it was told to (it renders toasts on the next tick). */
const press = (name: string | RegExp) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }))
    vi.advanceTimersByTime(0)
  })
const pass = async (ms: number) => {
  act(() => vi.advanceTimersByTime(ms))
  await act(async () => undefined) // the call's outcome
  act(() => vi.advanceTimersByTime(0))
}

describe('useUndoableAction', () => {
  beforeAll(async () => {
    initTestI18n()
    // sonner's code comes with a visit's first toast (`showToast`); here it has come before the first press, so
    // each press shows its toast at once, as every later toast of a visit does.
    await new Promise<void>((resolve) => showToast(() => resolve()))
  })
  beforeEach(() => {
    for (const key of pendingKeys()) undoPending(key) // what an earlier test left waiting
    // sonner dismisses on the next animation frame: fake frames too
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'Date',
        'requestAnimationFrame',
        'cancelAnimationFrame',
      ],
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('approve three lines quickly, undo two of them (toast and row): exactly the one left is sent', async () => {
    const sent: string[] = []
    render(<Lines perform={async (line) => void sent.push(line)} />)
    press('Approve Towing')
    press('Approve Storage')
    press('Approve Loading')
    // Each toast names what its Undo undoes.
    expect(screen.getByRole('button', { name: 'Undo: Towing approved' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Undo: Loading approved' })).toBeInTheDocument()
    press('Undo: Towing approved') // an older toast, after another one's
    press('Undo in row Loading')
    for (let frame = 0; frame < 4; frame++) act(() => vi.advanceTimersByTime(100)) // sonner's closing steps
    expect(screen.getByRole('button', { name: 'Approve Towing' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Undo in row Storage' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Undo: Loading approved' })).toBeNull()
    await pass(UNDO_DELAY_MS)
    expect(sent).toEqual(['Storage'])
    expect(screen.getByRole('button', { name: 'Approve Storage' })).toBeInTheDocument()
  })

  it('undoes an action started after an earlier one was sent, and only that one', async () => {
    const sent: string[] = []
    render(<Lines perform={async (line) => void sent.push(line)} />)
    press('Approve Towing')
    await pass(UNDO_DELAY_MS)
    press('Approve Storage')
    press('Undo: Storage approved')
    expect(screen.getByText('Undone: nothing was changed.')).toBeInTheDocument()
    await pass(UNDO_DELAY_MS * 2)
    expect(sent).toEqual(['Towing'])
  })

  it('a failed call says what was not done and why', async () => {
    render(<Lines perform={() => Promise.reject(new PortError('permission_denied', 'no'))} />)
    press('Approve Towing')
    await pass(UNDO_DELAY_MS)
    expect(screen.getByText('You do not have permission to do this.')).toBeInTheDocument()
    expect(screen.getByText('Not done: Towing approved')).toBeInTheDocument()
  })

  it('a refusal the server gave a reason for says why in the person language', async () => {
    await initTestI18n('ru')
    try {
      const refusal = new PortError('failed_precondition', 'orders/1 is used by payment payments/12', [], {
        reason: { reason: 'USED_BY_PAYMENT', params: { record: 'payments/12' } },
      })
      render(<Lines perform={() => Promise.reject(refusal)} />)
      press('Approve Towing')
      await pass(UNDO_DELAY_MS)
      expect(
        screen.getByText('Используется в платеже № 12: сначала измените или удалите этот платёж.'),
      ).toBeInTheDocument()
    } finally {
      await initTestI18n('en')
    }
  })

  it('offline, nothing is scheduled: the action is refused at once and says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const perform = vi.fn(async () => undefined)
    render(<Lines perform={perform} />)
    press('Approve Towing')
    expect(screen.getByText(/You are offline: nothing was sent/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Approve Towing' })).toBeInTheDocument()
    await pass(UNDO_DELAY_MS)
    expect(perform).not.toHaveBeenCalled()
  })
})
