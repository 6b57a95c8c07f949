import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ScrollRegion } from './ScrollRegion'

/** jsdom lays nothing out: the box's content width is set by hand. */
function contentWidth(scrollWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300)
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth)
}

/** A ResizeObserver that reports each box as soon as it is observed, as a browser does after its layout. */
function observerReportingAtOnce() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      readonly report: () => void
      constructor(report: () => void) {
        this.report = report
      }
      observe() {
        this.report()
      }
      disconnect() {}
    },
  )
}

describe('ScrollRegion', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('is a named region in the tab order while its content overflows', () => {
    contentWidth(900)
    observerReportingAtOnce()
    render(<ScrollRegion label="Vehicle log">wide table</ScrollRegion>)
    const region = screen.getByRole('region', { name: 'Vehicle log' })
    expect(region).toHaveAttribute('tabindex', '0')
  })

  it('adds no tab stop when everything fits', () => {
    contentWidth(300)
    observerReportingAtOnce()
    render(<ScrollRegion label="Vehicle log">narrow table</ScrollRegion>)
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.getByText('narrow table')).not.toHaveAttribute('tabindex')
  })

  it('reads its sizes when the browser has laid it out (its ResizeObserver), not as it renders', () => {
    contentWidth(900)
    const reports: (() => void)[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(report: () => void) {
          reports.push(report)
        }
        observe() {}
        disconnect() {}
      },
    )
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
    render(<ScrollRegion label="Vehicle log">wide table</ScrollRegion>)
    expect(scrollWidth).not.toHaveBeenCalled()
    act(() => reports.forEach((report) => report()))
    expect(screen.getByRole('region', { name: 'Vehicle log' })).toHaveAttribute('tabindex', '0')
  })
})
