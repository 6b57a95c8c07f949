import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { shownOnDemand } from './shown-on-demand'

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
})
