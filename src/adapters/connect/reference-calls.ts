import type { CallOptions } from '@connectrpc/connect'
import type { CreateOptions } from '../../ports/request-options'
import { required, type RpcCaller } from './call'

/**
 * How one reference type (order service and discount types, payment types, invoice types and payees) is
 * called: its service, its names, the five client calls reduced to the message they carry, and its mappers.
 */
export interface ReferenceCallsSpec<P, T> {
  /** Service name for the call labels, e.g. `PaymentService`. */
  service: string
  /** Entity name in the method names, e.g. `PaymentType` (ListPaymentTypes, GetPaymentType, ...). */
  entity: string
  list(options: CallOptions): Promise<P[]>
  get(name: string, options: CallOptions): Promise<P | undefined>
  create(message: P, options: CallOptions): Promise<P | undefined>
  update(name: string, message: P, options: CallOptions): Promise<P | undefined>
  remove(name: string, options: CallOptions): Promise<unknown>
  fromProto(message: P): T
  toProto(value: T): P
}

export interface ReferenceCalls<T> {
  list(): Promise<T[]>
  get(name: string): Promise<T>
  create(value: T, options?: CreateOptions): Promise<T>
  update(name: string, value: T): Promise<T>
  remove(name: string): Promise<void>
}

/** The list, get, create (repeat-safe with a request id), update and delete calls of a reference type. */
export function referenceCalls<P, T>(call: RpcCaller, spec: ReferenceCallsSpec<P, T>): ReferenceCalls<T> {
  const label = (method: string, plural = false) =>
    `${spec.service}/${method}${spec.entity}${plural ? 's' : ''}`
  const field = spec.entity.charAt(0).toLowerCase() + spec.entity.slice(1)
  const entityOf = (message: P | undefined) => spec.fromProto(required(message, field))
  return {
    async list() {
      return (await call(label('List', true), spec.list)).map(spec.fromProto)
    },
    async get(name) {
      return entityOf(await call(label('Get'), (options) => spec.get(name, options)))
    },
    async create(value, { requestId } = {}) {
      return entityOf(
        await call(label('Create'), (options) => spec.create(spec.toProto(value), options), requestId),
      )
    },
    async update(name, value) {
      return entityOf(
        await call(label('Update'), (options) => spec.update(name, spec.toProto(value), options)),
      )
    },
    async remove(name) {
      await call(label('Delete'), (options) => spec.remove(name, options))
    },
  }
}
