import '@abraham/reflection'
import { StrictMode, Suspense } from 'react'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initTestI18n } from '../../../testing/i18n'
import { DetailView } from '../detail/DetailView'
import { useDetailController } from '../detail/use-detail-controller'
import { renderScreen } from '../../../testing/render-screen'
import { Tabs } from './Tabs'

/**
 * A tab whose code or words are not there yet suspends on its first render, as react-i18next does while a
 * namespace loads (the payments list inside an order's Payments tab): it throws a promise until it is ready.
 */
let ready = false
let loading: Promise<void> | null = null
let finishLoading = () => {}
function PaymentsTab() {
  if (!ready) {
    loading ??= new Promise<void>((resolve) => {
      finishLoading = () => {
        ready = true
        resolve()
      }
    })
    throw loading
  }
  return <p>Payments of the order</p>
}

function OrderScreen({ load }: { load: () => Promise<{ title: string }> }) {
  const controller = useDetailController(load, 'orders/1')
  return (
    <DetailView controller={controller} title={(order) => order.title} backHref="/orders">
      {() => (
        <Tabs
          label="Related"
          tabs={[
            { id: 'invoices', label: 'Invoices', content: () => <p>Invoices of the order</p> },
            { id: 'payments', label: 'Payments', content: () => <PaymentsTab /> },
          ]}
        />
      )}
    </DetailView>
  )
}

/** As the development build runs the app: StrictMode, and the route's Suspense around the screen. */
function renderOrderScreen() {
  const load = vi.fn(async () => ({ title: 'Order 1' }))
  renderScreen(
    <StrictMode>
      <Suspense fallback={<p>Loading the page</p>}>
        <OrderScreen load={load} />
      </Suspense>
    </StrictMode>,
  )
  return load
}

describe('Tabs on a detail screen, under StrictMode', () => {
  beforeAll(() => initTestI18n())
  beforeEach(() => {
    ready = false
    loading = null
  })

  it('switch with a click, keep the page, and do not load the record again', async () => {
    const load = renderOrderScreen()
    await screen.findByRole('heading', { name: 'Order 1' })
    expect(screen.getByText('Invoices of the order')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Payments' }))
    // While the tab's part loads, the page stays: only the panel waits.
    expect(screen.queryByText('Loading the page')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Order 1' })).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true')
    await act(async () => finishLoading())
    expect(await screen.findByText('Payments of the order')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Payments' })).toHaveTextContent('Payments of the order')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('switch with the arrow keys', async () => {
    const load = renderOrderScreen()
    await screen.findByRole('heading', { name: 'Order 1' })
    await userEvent.tab()
    expect(screen.getByRole('tab', { name: 'Invoices' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await act(async () => finishLoading())
    expect(await screen.findByText('Payments of the order')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true'),
    )
    expect(screen.getByText('Invoices of the order')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
