import { container } from 'tsyringe'
import type { PortToken } from '../../ports/tokens'

/** The adapter the composition root (or a test) registered for a port. */
export function resolvePort<T>(token: PortToken<T>): T {
  return container.resolve<T>(token)
}
