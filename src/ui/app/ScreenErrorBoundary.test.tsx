import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initTestI18n } from '../../testing/i18n'
import { renderScreen } from '../../testing/render-screen'
import { PortError } from '../../ports/errors'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'

let broken = true
function Screen() {
  if (broken) throw new Error('a screen bug')
  return <h1>Orders</h1>
}
function ScreenOverAFailedCall(): never {
  throw new PortError('internal', 'the server failed', [], { requestId: 'req-42' })
}

describe('a screen that throws', () => {
  beforeAll(() => initTestI18n())

  it('shows an error panel with the reference logged beside the error, beside a working rest of the app', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      renderScreen(
        <>
          <nav aria-label="Menu">
            <a href="/invoices">Invoices</a>
          </nav>
          <ScreenErrorBoundary address="/orders">
            <Screen />
          </ScreenErrorBoundary>
        </>,
      )
      const panel = screen.getByRole('alert')
      expect(panel).toHaveTextContent('This screen stopped working')
      const reference = /Reference to quote to support: ([0-9a-f-]{36})/.exec(panel.textContent ?? '')?.[1]
      expect(reference).toBeDefined()
      expect(log).toHaveBeenCalledWith(
        `Screen failed (reference ${reference})`,
        expect.objectContaining({ message: 'a screen bug' }),
        expect.anything(),
      )
      expect(screen.getByRole('link', { name: 'Invoices' })).toBeInTheDocument()
      broken = false
      await userEvent.click(screen.getByRole('button', { name: 'Show the page again' }))
      expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument()
    } finally {
      log.mockRestore()
    }
  })

  it("quotes the failed call's request id when a call's failure is what the screen threw", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      renderScreen(
        <ScreenErrorBoundary address="/orders">
          <ScreenOverAFailedCall />
        </ScreenErrorBoundary>,
      )
      expect(screen.getByRole('alert')).toHaveTextContent('Reference to quote to support: req-42')
      expect(log).toHaveBeenCalledWith(
        'Screen failed (reference req-42)',
        expect.anything(),
        expect.anything(),
      )
    } finally {
      log.mockRestore()
    }
  })
})
