import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NavMenu, NavPanel } from './NavPopups'
import { renderShell } from '../../testing/render-shell'

describe('navbar menus and panels (React Aria)', () => {
  it('a menu of links navigates in the app and marks the current page', async () => {
    const { location } = renderShell(
      <NavMenu
        label="Finance"
        button="Finance"
        items={[
          { id: 'invoices', href: '/invoices', textValue: 'Invoices', content: 'Invoices', current: true },
          { id: 'payments', href: '/payments', textValue: 'Payments', content: 'Payments' },
        ]}
      />,
      '/invoices',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Finance' }))
    const menu = screen.getByRole('menu', { name: 'Finance' })
    expect(screen.getByRole('menuitem', { name: 'Invoices' })).toHaveAttribute('data-current', 'true')
    expect(screen.getByRole('menuitem', { name: 'Payments' })).toHaveAttribute('href', '/payments')
    await userEvent.click(screen.getByRole('menuitem', { name: 'Payments' }))
    expect(location.history.at(-1)).toBe('/payments')
    expect(menu).not.toBeInTheDocument()
  })

  it('radio items tell the chosen one and report a new choice; Escape returns focus to the button', async () => {
    const onSelect = vi.fn()
    renderShell(
      <NavMenu
        label="Language"
        button="EN"
        selectedKey="en"
        onSelect={onSelect}
        items={[
          { id: 'en', textValue: 'English', content: 'English' },
          { id: 'ru', textValue: 'Русский', content: 'Русский' },
        ]}
      />,
    )
    const button = screen.getByRole('button', { name: 'Language' })
    await userEvent.click(button)
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    await waitFor(() => expect(button).toHaveFocus())
    await userEvent.click(button)
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Русский' }))
    expect(onSelect).toHaveBeenCalledWith('ru')
  })

  it('a panel is a named dialog that its content can close', async () => {
    renderShell(
      <NavPanel label="Find bookmarks" button="B">
        {(close) => (
          <button type="button" onClick={close}>
            Done
          </button>
        )}
      </NavPanel>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Find bookmarks' }))
    await userEvent.click(screen.getByRole('dialog', { name: 'Find bookmarks' }).querySelector('button')!)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
