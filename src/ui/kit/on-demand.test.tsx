import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initTestI18n } from '../../testing/i18n'
import { renderScreen } from '../../testing/render-screen'
import { ActionMenu } from './primitives/Menu'
import { onDemand, type OnDemand } from './on-demand'
import { useOnDemand } from './use-on-demand'

/** The menu's code as a download the test lets arrive when it chooses. */
function slowMenuCode() {
  let arrive!: () => void
  const arrived = new Promise<{ ActionMenu: typeof ActionMenu }>((resolve) => {
    arrive = () => resolve({ ActionMenu })
  })
  const importer = vi.fn(() => arrived)
  return {
    part: onDemand(importer),
    importer,
    arrive: () => act(async () => arrive()),
    arriveNow: () => arrive(),
  }
}

function ViewsMenu({ part, now }: { part: OnDemand<{ ActionMenu: typeof ActionMenu }>; now?: boolean }) {
  const { loaded, takeOver, standInProps } = useOnDemand(part, { now })
  const actions = [
    { id: 'save', label: 'Save the view', onAction: vi.fn() },
    { id: 'manage', label: 'Manage views', onAction: vi.fn() },
  ]
  if (loaded) return <loaded.ActionMenu label="Saved views" actions={actions} takeOver={takeOver} />
  return (
    <button
      type="button"
      aria-label="Saved views"
      aria-haspopup="menu"
      aria-expanded={false}
      {...standInProps}
    >
      views
    </button>
  )
}

describe('a control whose code loads when first needed (useOnDemand)', () => {
  beforeAll(() => initTestI18n())

  it('shows a named, focusable stand-in and asks for nothing until a person comes to it', async () => {
    const code = slowMenuCode()
    renderScreen(<ViewsMenu part={code.part} />, { path: '/orders' })
    const standIn = screen.getByRole('button', { name: 'Saved views' })
    expect(standIn).toHaveAttribute('aria-expanded', 'false')
    expect(code.importer).not.toHaveBeenCalled()
    await userEvent.hover(standIn)
    expect(code.importer).toHaveBeenCalledTimes(1)
  })

  it('a press before the code has come opens the menu once it has, its first item focused', async () => {
    const code = slowMenuCode()
    renderScreen(<ViewsMenu part={code.part} />, { path: '/orders' })
    await userEvent.click(screen.getByRole('button', { name: 'Saved views' }))
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    await code.arrive()
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Save the view' })).toHaveFocus())
    // Escape gives the focus back to the real button, which took the stand-in's place.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saved views' })).toHaveFocus())
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('code that comes while the pointer presses the stand-in waits for the click, then the menu opens', async () => {
    const code = slowMenuCode()
    renderScreen(<ViewsMenu part={code.part} />, { path: '/orders' })
    const standIn = screen.getByRole('button', { name: 'Saved views' })
    fireEvent.pointerDown(standIn)
    await code.arrive()
    // Replaced now, the stand-in would take the press's click away with it.
    expect(screen.getByRole('button', { name: 'Saved views' })).toBe(standIn)
    fireEvent.click(standIn)
    expect(await screen.findByRole('menuitem', { name: 'Save the view' })).toBeInTheDocument()
  })

  it('a press that begins as the code comes is not lost between the stand-in and the real button', async () => {
    const code = slowMenuCode()
    renderScreen(<ViewsMenu part={code.part} />, { path: '/orders' })
    // (Hidden included: a menu open behind its popover hides the page's other buttons from the role query.)
    const button = () => screen.getByRole('button', { name: 'Saved views', hidden: true })
    await userEvent.hover(button())
    // The code comes, and the pointer goes down before React has had a task to render: the press must land on
    // the control that is in the page by its click, whichever of the two that is.
    code.arriveNow()
    for (let i = 0; i < 5; i++) await Promise.resolve()
    fireEvent.pointerDown(button(), { button: 0, pointerId: 1, pointerType: 'mouse' })
    fireEvent.mouseDown(button(), { button: 0, detail: 1 })
    await act(async () => undefined)
    fireEvent.pointerUp(button(), { button: 0, pointerId: 1, pointerType: 'mouse' })
    fireEvent.mouseUp(button(), { button: 0, detail: 1 })
    fireEvent.click(button(), { button: 0, detail: 1 })
    expect(await screen.findByRole('menu')).toBeInTheDocument()
  })

  it('the focus on the stand-in moves to the real button, which stays closed', async () => {
    const code = slowMenuCode()
    renderScreen(<ViewsMenu part={code.part} />, { path: '/orders' })
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Saved views' })).toHaveFocus()
    await code.arrive()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Saved views' })).toHaveAttribute('data-rac'),
    )
    expect(screen.getByRole('button', { name: 'Saved views' })).toHaveFocus()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    await userEvent.keyboard('{ArrowDown}')
    expect(await screen.findByRole('menuitem', { name: 'Save the view' })).toHaveFocus()
  })

  it('with `now`, asks at once; a later mount uses the code already come', async () => {
    const code = slowMenuCode()
    const first = renderScreen(<ViewsMenu part={code.part} now />, { path: '/orders' })
    expect(code.importer).toHaveBeenCalledTimes(1)
    await code.arrive()
    first.unmount()
    renderScreen(<ViewsMenu part={code.part} />, { path: '/orders' })
    expect(screen.getByRole('button', { name: 'Saved views' })).toHaveAttribute('data-rac')
  })
})
