import { useCallback, useEffect, useState } from 'react'
import type { DevToolsPort, FaultRequest, InjectedFault, RecordedCall } from '../../../ports/dev-tools-port'
import { PortError } from '../../../ports/errors'

/** How often the open panel reads the journal again. */
export const POLL_MS = 2000
/** How many recent calls the panel shows. */
export const CALLS_SHOWN = 50

export type DevToolsProblem =
  /** The mock API did not answer (not running, or not on this machine). */
  | { kind: 'unreachable' }
  /** The mock API refused what was asked, with its message (naming the field). */
  | { kind: 'refused'; message: string }

const problemOf = (error: unknown): DevToolsProblem =>
  error instanceof PortError && error.code !== 'unavailable'
    ? { kind: 'refused', message: error.message }
    : { kind: 'unreachable' }

/** The developer panel's state: the journal polled while `active`, the faults, and the actions on them. */
export function useDevTools(port: DevToolsPort, active: boolean) {
  const [calls, setCalls] = useState<RecordedCall[]>([])
  const [faults, setFaults] = useState<InjectedFault[]>([])
  const [problem, setProblem] = useState<DevToolsProblem>()
  const [resetDone, setResetDone] = useState(false)

  const refresh = useCallback(async () => {
    try {
      const [recent, current] = await Promise.all([port.recentCalls(CALLS_SHOWN), port.faults()])
      setCalls(recent)
      setFaults(current)
      setProblem((before) => (before?.kind === 'unreachable' ? undefined : before))
    } catch (error) {
      setProblem(problemOf(error))
    }
  }, [port])

  useEffect(() => {
    if (!active) return
    void refresh()
    const timer = setInterval(() => void refresh(), POLL_MS)
    return () => clearInterval(timer)
  }, [active, refresh])

  /** Runs an action, then reads everything again; true when it was done. */
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setResetDone(false)
    try {
      await action()
      setProblem(undefined)
      return true
    } catch (error) {
      setProblem(problemOf(error))
      return false
    } finally {
      await refresh()
    }
  }

  return {
    calls,
    faults,
    problem,
    resetDone,
    addFault: (fault: FaultRequest) => run(() => port.addFault(fault)),
    removeFault: (id: string) => run(() => port.removeFault(id)),
    removeAllFaults: () => run(() => port.removeAllFaults()),
    resetData: async () => {
      const done = await run(() => port.resetData())
      setResetDone(done)
      return done
    },
  }
}
