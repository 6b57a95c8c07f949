import '@abraham/reflection'
import { act, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeChangeFeed } from '../../../testing/fake-change-feed'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { DetailFields, DetailView } from './DetailView'
import { useDetailController } from './use-detail-controller'

interface Order {
  name: string
  comment: string
}

function OrderScreen({ load, name }: { load: () => Promise<Order>; name: string }) {
  const controller = useDetailController(load, name)
  return (
    <DetailView controller={controller} title={(o) => o.name} backHref="/orders">
      {(o) => <DetailFields items={[{ label: 'Comment', value: o.comment }]} />}
    </DetailView>
  )
}

describe('a detail screen following the change feed', () => {
  beforeAll(() => initTestI18n())

  it('refreshes the record in place when another save changes it, and says who did', async () => {
    const feed = fakeChangeFeed()
    let comment = 'first'
    const load = vi.fn(async () => ({ name: 'orders/7', comment }))
    const { container } = renderScreen(<OrderScreen load={load} name="orders/7" />, {
      ports: { changeFeed: feed.port },
    })
    expect(await screen.findByText('first')).toBeInTheDocument()
    expect(feed.followed()).toEqual(['orders'])
    // The live region is in the page before anything is said (so what appears is announced), and silent.
    const region = container.querySelector('[aria-live="polite"]')
    expect(region).toBeEmptyDOMElement()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()

    // Another order's change is not this screen's business.
    await act(async () => feed.emit({ name: 'orders/8' }))
    expect(load).toHaveBeenCalledTimes(1)

    comment = 'second'
    await act(async () => feed.emit({ name: 'orders/7', actor: 'Priya Raman' }))
    expect(await screen.findByText('second')).toBeInTheDocument()
    expect(screen.getByRole('status')).toBe(region)
    expect(region).toHaveTextContent(/^Changed by Priya Raman at .+\. Showing the latest version\.$/)
    // The heading stayed: the record was not unloaded on the way.
    expect(screen.getByRole('heading', { name: 'orders/7' })).toBeInTheDocument()
  })

  it('says nothing when what is shown did not change (the person’s own save, already loaded)', async () => {
    const feed = fakeChangeFeed()
    const load = vi.fn(async () => ({ name: 'orders/7', comment: 'same' }))
    renderScreen(<OrderScreen load={load} name="orders/7" />, { ports: { changeFeed: feed.port } })
    expect(await screen.findByText('same')).toBeInTheDocument()
    await act(async () => feed.emit({ name: 'orders/7' }))
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('tells of a delete, keeping the last version shown, and reloads when changes were missed', async () => {
    const feed = fakeChangeFeed()
    let comment = 'kept'
    const load = vi.fn(async () => ({ name: 'orders/7', comment }))
    const { unmount } = renderScreen(<OrderScreen load={load} name="orders/7" />, {
      ports: { changeFeed: feed.port },
    })
    expect(await screen.findByText('kept')).toBeInTheDocument()
    comment = 'after a gap'
    await act(async () => feed.miss())
    expect(await screen.findByText('after a gap')).toBeInTheDocument()
    await act(async () => feed.emit({ name: 'orders/7', kind: 'deleted', actor: 'Anna Admin' }))
    expect(screen.getByRole('status')).toHaveTextContent(/^Deleted by Anna Admin at /)
    expect(screen.getByText('after a gap')).toBeInTheDocument()
    unmount()
    expect(feed.followed()).toEqual([])
  })

  it('follows nothing when its key is not a record of the feed', async () => {
    const feed = fakeChangeFeed()
    renderScreen(<OrderScreen load={async () => ({ name: 'x', comment: 'c' })} name="profile" />, {
      ports: { changeFeed: feed.port },
    })
    expect(await screen.findByText('c')).toBeInTheDocument()
    expect(feed.followed()).toEqual([])
  })
})
