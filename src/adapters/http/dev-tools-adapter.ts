import { PortError, type PortErrorCode } from '../../ports/errors'
import type { DevToolsPort, InjectedFault, RecordedCall } from '../../ports/dev-tools-port'

export interface DevToolsAdapterOptions {
  /** The mock API's origin (VITE_API_URL). */
  apiBaseUrl: string
  fetch?: typeof globalThis.fetch
}

const CODES: Partial<Record<number, PortErrorCode>> = {
  400: 'invalid_argument',
  403: 'permission_denied',
  404: 'not_found',
}

/** The mock API's admin paths (`/__admin/...`, answered on loopback), for the developer panel. */
export function createDevToolsAdapter({
  apiBaseUrl,
  fetch = globalThis.fetch,
}: DevToolsAdapterOptions): DevToolsPort {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    let response: Response
    try {
      response = await fetch(`${apiBaseUrl}/__admin${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      })
    } catch (error) {
      throw new PortError('unavailable', `the mock API did not answer (${(error as Error).message})`)
    }
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (!response.ok) {
      const message = typeof answer.message === 'string' ? answer.message : `HTTP ${response.status}`
      const field = typeof answer.field === 'string' ? answer.field : undefined
      throw new PortError(
        CODES[response.status] ?? (response.status >= 500 ? 'internal' : 'unknown'),
        message,
        field ? [{ field, description: message }] : [],
      )
    }
    return answer as T
  }
  return {
    recentCalls: async (limit) =>
      (await call<{ requests: RecordedCall[] }>('GET', `/requests?limit=${limit}`)).requests,
    faults: async () => (await call<{ faults: InjectedFault[] }>('GET', '/faults')).faults,
    addFault: async (fault) => (await call<{ id: string }>('POST', '/faults', fault)).id,
    removeFault: async (id) => void (await call('DELETE', `/faults/${encodeURIComponent(id)}`)),
    removeAllFaults: async () => void (await call('DELETE', '/faults')),
    resetData: async () => void (await call('POST', '/reset')),
  }
}
