import { PortError } from '../../ports/errors'

/**
 * POSTs `body` as JSON with the fetch in use at call time (the in-browser mock replaces window.fetch once it
 * starts) and answers the status and the body's text; a network failure is a PortError `unavailable`.
 */
export async function postJson(
  fetchNow: () => typeof fetch,
  path: string,
  body: unknown,
): Promise<{ status: number; ok: boolean; text: string }> {
  let response: Response
  try {
    response = await fetchNow()(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch (cause) {
    throw new PortError('unavailable', cause instanceof Error ? cause.message : 'Network error')
  }
  return { status: response.status, ok: response.ok, text: await response.text() }
}
