import { PortError, type PortErrorCode } from '../../ports/errors'
import type { CallPipeline } from '../pipeline/call-pipeline'

/** A non-2xx HTTP answer. */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`)
    this.name = 'HttpStatusError'
  }
}

const STATUS_CODES: Record<number, PortErrorCode> = {
  400: 'invalid_argument',
  401: 'unauthenticated',
  403: 'permission_denied',
  404: 'not_found',
  409: 'already_exists',
  412: 'failed_precondition',
  422: 'invalid_argument',
  503: 'unavailable',
}

/** HTTP failures as PortErrors: 401 is `unauthenticated` (so the pipeline refreshes), network errors `unavailable`. */
export function httpErrorToPortError(reason: unknown): PortError {
  if (reason instanceof PortError) return reason
  if (reason instanceof HttpStatusError) {
    const code = STATUS_CODES[reason.status] ?? (reason.status >= 500 ? 'internal' : 'unknown')
    const body = reason.body as { error?: unknown; message?: unknown } | undefined
    const message =
      typeof body?.error === 'string'
        ? body.error
        : typeof body?.message === 'string'
          ? body.message
          : reason.message
    return new PortError(code, message)
  }
  return new PortError('unavailable', reason instanceof Error ? reason.message : 'Network error')
}

export interface PipelineFetchOptions {
  pipeline: CallPipeline
  /** The fetch to use at call time (the in-browser mock replaces window.fetch once it starts). */
  fetch?: () => typeof fetch
  /** Resolves when whatever answers these endpoints (the in-browser mock) is ready. */
  ready?: PromiseLike<unknown>
}

/** A JSON HTTP call through the call pipeline: the same headers, refresh, expiry, logging and errors as RPCs. */
export function pipelineFetch({ pipeline, fetch, ready }: PipelineFetchOptions) {
  const currentFetch = fetch ?? (() => globalThis.fetch)
  return async function request<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<T> {
    await ready
    return pipeline.run({
      label: `${method} ${path}`,
      write: method !== 'GET',
      toPortError: httpErrorToPortError,
      send: async (headers) => {
        if (body !== undefined) headers.set('Content-Type', 'application/json')
        const response = await currentFetch()(path, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        const text = await response.text()
        let json: unknown
        try {
          json = text ? JSON.parse(text) : undefined
        } catch {
          json = text
        }
        if (!response.ok) throw new HttpStatusError(response.status, json)
        return json as T
      },
    })
  }
}
