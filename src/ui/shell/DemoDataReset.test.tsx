import '@abraham/reflection'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initTestI18n } from '../../testing/i18n'
import { renderScreen } from '../../testing/render-screen'
import { DemoDataReset } from './DemoDataReset'

describe('reset demo data', { timeout: 20_000 }, () => {
  beforeAll(() => initTestI18n())

  it('asks first; Cancel keeps the data, and confirming resets it', async () => {
    const reset = vi.fn()
    renderScreen(<DemoDataReset />, { ports: { demoData: { reset } } })
    await userEvent.click(screen.getByRole('button', { name: 'Reset demo data' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset the demo data?' })
    expect(dialog).toHaveTextContent('Your layout choices stay.')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(reset).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Reset demo data' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Reset and reload' }))
    expect(reset).toHaveBeenCalledOnce()
  })
})
