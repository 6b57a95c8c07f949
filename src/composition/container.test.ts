import '@abraham/reflection'
import { container } from 'tsyringe'
import { describe, expect, it } from 'vitest'
import type { TerminalsPort } from '../ports/terminals-port'
import { PORTS } from '../ports/tokens'
import { registerAdapters, registerPorts } from './container'

describe('composition root', () => {
  it('registers an adapter for every port token, without loading the Connect chunk', () => {
    container.clearInstances()
    registerAdapters({ apiBaseUrl: 'http://localhost:8080', mockReady: Promise.resolve() })
    for (const [key, token] of Object.entries(PORTS)) {
      expect(container.isRegistered(token), key).toBe(true)
      expect(container.resolve(token), key).toBeTruthy()
    }
  })

  it('lets a harness put fakes in place of adapters', async () => {
    const listTerminals = async () => [
      { name: 'terminals/1', id: 1, displayName: 'T', cityName: '', stateName: '', countryName: '' },
    ]
    registerPorts({ terminals: { listTerminals } })
    await expect(container.resolve<TerminalsPort>(PORTS.terminals).listTerminals()).resolves.toHaveLength(1)
  })
})
