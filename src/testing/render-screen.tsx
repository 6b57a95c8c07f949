import '@abraham/reflection'
import type { ReactNode } from 'react'
import { container } from 'tsyringe'
import { PORTS, type PortToken } from '../ports/tokens'
import type { LocalSettingsPort } from '../ports/local-settings-port'
import { queryCache } from '../ui/kit/query-cache'
import { renderShell } from './render-shell'

/** Port implementations by PORTS key (fakes). */
export type FakePorts = {
  [K in keyof typeof PORTS]?: (typeof PORTS)[K] extends PortToken<infer T> ? T : never
}

/** Local settings kept in memory, for component tests. */
export function memorySettings(initial: Record<string, unknown> = {}): LocalSettingsPort {
  const values = new Map(Object.entries(initial))
  return { read: (key) => values.get(key), write: (key, value) => void values.set(key, value) }
}

/**
 * Renders a screen as the app does (theme, router at `path`) with the given fake ports; local settings are
 * in memory unless given. Returns the memory location, whose `history` records every navigation.
 */
export function renderScreen(
  ui: ReactNode,
  { path = '/', ports = {} }: { path?: string; ports?: FakePorts } = {},
) {
  container.clearInstances()
  // Each test starts with no answers kept or calls in flight from another.
  queryCache.clear()
  const all: FakePorts = { localSettings: memorySettings(), ...ports }
  for (const [key, value] of Object.entries(all))
    container.register(PORTS[key as keyof typeof PORTS] as PortToken<unknown>, { useValue: value })
  return renderShell(ui, path)
}
