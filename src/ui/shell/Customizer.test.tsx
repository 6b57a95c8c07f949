import '@abraham/reflection'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { container } from 'tsyringe'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { DevToolsPort } from '../../ports/dev-tools-port'
import { DEV_TOOLS_PORT } from '../../ports/tokens'
import { initTestI18n } from '../../testing/i18n'
import { renderScreen } from '../../testing/render-screen'
import Customizer from './Customizer'

const tools: DevToolsPort = {
  recentCalls: async () => [],
  faults: async () => [],
  addFault: async () => '1',
  removeFault: async () => {},
  removeAllFaults: async () => {},
  resetData: async () => {},
}

describe('the theme customizer in a dev build', () => {
  beforeAll(async () => {
    container.register(DEV_TOOLS_PORT, { useFactory: () => tools })
    await initTestI18n()
  })

  it('opens the developer panel; Escape closes the panel first, then the customizer', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    renderScreen(<Customizer onClose={onClose} />)
    await user.click(await screen.findByRole('button', { name: 'Developer tools' }))
    expect(await screen.findByRole('dialog', { name: 'Developer tools: mock API' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Developer tools: mock API' })).toBeNull(),
    )
    expect(onClose).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
