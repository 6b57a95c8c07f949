import { PortError } from '../ports/errors'

/**
 * A port for tests: the given methods, and every other method rejecting with a PortError that names it.
 * `fakePort<OrdersPort>({ listOrders })` satisfies the whole interface.
 */
export function fakePort<T extends object>(methods: Partial<T>): T {
  return new Proxy(methods as T, {
    get(target, property, receiver) {
      if (property in target || typeof property === 'symbol' || property === 'then') {
        return Reflect.get(target, property, receiver) as unknown
      }
      return () => Promise.reject(new PortError('internal', `Not faked: ${property}`))
    },
  })
}
