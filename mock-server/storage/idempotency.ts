import type { HandlerContext } from '@connectrpc/connect'
import { toBinary, type DescMessage, type MessageShape } from '@bufbuild/protobuf'
import { principalKey } from '../http/auth'
import { alreadyExists } from '../http/errors'

/** Header a client sends on Create calls so a retry is not duplicated (spec §9). */
export const REQUEST_ID_HEADER = 'x-requestid'

interface Entry {
  method: string
  body: string
  /** The first call's answer, kept as a promise from the start so concurrent retries wait for it. */
  response: Promise<unknown>
}

/**
 * Remembers Create results by `X-RequestId`: the same id and the same request body returns the first answer
 * and creates nothing; the same id with another method or body is already_exists.
 */
export class Idempotency {
  private readonly entries = new Map<string, Entry>()

  clear(): void {
    this.entries.clear()
  }

  /**
   * Runs `create` once per request id, also when the retries arrive together. `create` validates fully before it
   * changes anything, so a rejected call leaves no entry (a retry with a corrected body may reuse the id).
   */
  async once<I extends DescMessage, O>(
    ctx: HandlerContext,
    schema: I,
    request: MessageShape<I>,
    create: () => O | Promise<O>,
  ): Promise<O> {
    const id = ctx.requestHeader.get(REQUEST_ID_HEADER)?.trim()
    if (!id) return create()
    const method = `${ctx.service.typeName}/${ctx.method.name}`
    const body = Buffer.from(toBinary(schema, request)).toString('base64')
    // Ids are per caller: two users cannot collide on a request id.
    const key = `${ctx.values.get(principalKey)?.username ?? ''}|${id}`
    const known = this.entries.get(key)
    if (known) {
      if (known.method !== method || known.body !== body) {
        throw alreadyExists(`X-RequestId ${id} was already used for a different request`)
      }
      return (await known.response) as O
    }
    const response = (async () => create())()
    this.entries.set(key, { method, body, response })
    try {
      return await response
    } catch (error) {
      this.entries.delete(key)
      throw error
    }
  }
}
