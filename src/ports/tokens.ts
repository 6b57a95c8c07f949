import type { OrdersPort } from './orders-port'
import type { SessionPort, SessionStoragePort } from './session-port'

/** A container key that remembers which port it stands for. */
export type PortToken<T> = symbol & { readonly __port?: T }

const token = <T>(name: string): PortToken<T> => Symbol(name) as PortToken<T>

/** The injection tokens the composition root registers adapters under and the UI resolves. */
export const PORTS = {
  session: token<SessionPort>('SessionPort'),
  sessionStorage: token<SessionStoragePort>('SessionStoragePort'),
  orders: token<OrdersPort>('OrdersPort'),
}
