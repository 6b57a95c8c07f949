import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderScreen } from '../../testing/render-screen'
import { shownOnDemand, tabPanelOnDemand, useHeadStart } from './shown-on-demand'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

describe('shownOnDemand', () => {
  it('asks for the code only when first rendered, shows nothing until it comes, then the component', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const Shown = shownOnDemand(load)
    expect(load).not.toHaveBeenCalled()
    const { container } = render(<Shown name="Ani" />)
    expect(load).toHaveBeenCalledTimes(1)
    expect(container).toBeEmptyDOMElement()
    expect(await screen.findByText('Hello Ani')).toBeInTheDocument()
  })

  it('shows its fallback until the code has come, when given one (a tab panel)', async () => {
    const Shown = shownOnDemand(() => Promise.resolve(Greeting), <p role="status">Loading</p>)
    render(<Shown name="Ani" />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading')
    expect(await screen.findByText('Hello Ani')).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('draws its fallback with the same props when given a component (a stand-in for a control)', async () => {
    const Shown = shownOnDemand(
      () => Promise.resolve(Greeting),
      ({ name }) => <p>Waiting for {name}</p>,
    )
    render(<Shown name="Ani" />)
    expect(screen.getByText('Waiting for Ani')).toBeInTheDocument()
    expect(await screen.findByText('Hello Ani')).toBeInTheDocument()
  })
})

describe('tabPanelOnDemand', () => {
  it('shows the page spinner until the panel has come', async () => {
    const Panel = tabPanelOnDemand(() => Promise.resolve(Greeting))
    renderScreen(<Panel name="Ani" />)
    expect(screen.getByRole('status')).toBeInTheDocument()
    expect(await screen.findByText('Hello Ani')).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})

describe('useHeadStart', () => {
  it('asks for each part once as the screen mounts, not again on a render, and lets a failed download pass', async () => {
    const drawing = vi.fn(() => Promise.resolve('drawing'))
    const form = vi.fn(() => Promise.reject(new Error('offline')))
    function Screen({ title }: { title: string }) {
      useHeadStart(drawing, form)
      return <h1>{title}</h1>
    }
    const { rerender } = render(<Screen title="Before" />)
    rerender(<Screen title="After" />)
    expect(await screen.findByRole('heading', { name: 'After' })).toBeInTheDocument()
    expect(drawing).toHaveBeenCalledTimes(1)
    expect(form).toHaveBeenCalledTimes(1)
  })
})
