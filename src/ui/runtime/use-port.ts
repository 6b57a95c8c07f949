// tsyringe needs the Reflect polyfill first; it is imported here too because the bundler may put tsyringe in a
// chunk shared with lazily loaded screens, evaluated before the entry's own import of the polyfill.
import '@abraham/reflection'
import { container } from 'tsyringe'
import type { PortToken } from '../../ports/tokens'

/** The adapter the composition root (or a test) registered for a port. */
export function resolvePort<T>(token: PortToken<T>): T {
  return container.resolve<T>(token)
}
