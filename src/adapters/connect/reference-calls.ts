import type { CallOptions } from '@connectrpc/connect'
import type { CreateOptions, ReadOptions } from '../../ports/request-options'
import { required, type RpcCaller } from './call'

/**
 * How one entity's get, create, update and delete are called: its service and name (for the call labels
 * and the response field), the client calls reduced to the message they carry, and its mappers.
 */
export interface EntityCallsSpec<P, T> {
  /** Service name for the call labels, e.g. `PaymentService`. */
  service: string
  /** Entity name in the method names, e.g. `PaymentType` (GetPaymentType, CreatePaymentType, ...). */
  entity: string
  get(name: string, options: CallOptions): Promise<P | undefined>
  create(message: P, options: CallOptions): Promise<P | undefined>
  update(name: string, message: P, options: CallOptions): Promise<P | undefined>
  /** `etag`: the one the person read ('' sends none: unchecked, decision 0130). */
  remove(name: string, options: CallOptions, etag: string): Promise<unknown>
  fromProto(message: P): T
  toProto(value: T): P
}

export interface EntityCalls<T> {
  get(name: string, options?: ReadOptions): Promise<T>
  /** Repeat-safe with a request id (see CreateOptions). */
  create(value: T, options?: CreateOptions): Promise<T>
  /** The value's `etag` (if any) travels with it: a stale one is refused with `aborted` (decision 0130). */
  update(name: string, value: T): Promise<T>
  /** `etag`: the version the person saw, refused with `aborted` when stale; none skips the check. */
  remove(name: string, etag?: string): Promise<void>
}

const labelOf = (spec: { service: string; entity: string }, method: string, suffix = '') =>
  `${spec.service}/${method}${spec.entity}${suffix}`

/** The get, create, update and delete calls of an entity, each through the call pipeline. */
export function entityCalls<P, T>(call: RpcCaller, spec: EntityCallsSpec<P, T>): EntityCalls<T> {
  const field = spec.entity.charAt(0).toLowerCase() + spec.entity.slice(1)
  const entityOf = (message: P | undefined) => spec.fromProto(required(message, field))
  return {
    async get(name, { signal } = {}) {
      return entityOf(
        await call(labelOf(spec, 'Get'), (options) => spec.get(name, options), undefined, signal),
      )
    },
    async create(value, { requestId } = {}) {
      const send = (options: CallOptions) => spec.create(spec.toProto(value), options)
      return entityOf(await call(labelOf(spec, 'Create'), send, requestId))
    },
    async update(name, value) {
      const send = (options: CallOptions) => spec.update(name, spec.toProto(value), options)
      return entityOf(await call(labelOf(spec, 'Update'), send))
    },
    async remove(name, etag = '') {
      await call(labelOf(spec, 'Delete'), (options) => spec.remove(name, options, etag))
    },
  }
}

/** A reference type (order service and discount types, payment types, invoice types and payees): unpaged. */
export interface ReferenceCallsSpec<P, T> extends EntityCallsSpec<P, T> {
  list(options: CallOptions): Promise<P[]>
}

export interface ReferenceCalls<T> extends EntityCalls<T> {
  list(): Promise<T[]>
}

/** The list (all of them, `List<Entity>s`) and the entity calls of a reference type. */
export function referenceCalls<P, T>(call: RpcCaller, spec: ReferenceCallsSpec<P, T>): ReferenceCalls<T> {
  return {
    ...entityCalls(call, spec),
    async list() {
      return (await call(labelOf(spec, 'List', 's'), spec.list)).map(spec.fromProto)
    },
  }
}
