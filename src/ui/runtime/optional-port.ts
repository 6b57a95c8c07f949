import type { PortToken } from '../../ports/tokens'
import { resolvePort } from './use-port'

/**
 * The adapter of a port, or undefined when none is registered (a component test that does not need it).
 * Through `resolvePort`: the shell's lazily loaded chunks must not import tsyringe themselves, or the bundler
 * may evaluate it before the entry loads the Reflect metadata polyfill.
 */
export function optionalPort<T>(token: PortToken<T>): T | undefined {
  try {
    return resolvePort(token)
  } catch {
    return undefined
  }
}
