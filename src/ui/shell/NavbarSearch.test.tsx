import '@abraham/reflection'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { SearchPort } from '../../ports/search-port'
import { initTestI18n } from '../../testing/i18n'
import NavbarSearch from './NavbarSearch'
import { renderShell } from '../../testing/render-shell'
import { userOf } from '../../testing/users'

const port: SearchPort = {
  loadSearchData: async () => [
    {
      groupTitle: 'Pages',
      searchLimit: 4,
      data: [
        { title: 'Orders', link: '/orders', icon: 'shopping-cart' },
        {
          title: 'Forgot Password Basic',
          link: '/pages/forgot-password-basic',
          icon: 'key-round',
          target: 'forgotPasswordBasic',
        },
        { title: 'Calendar', link: '/calendar', icon: 'calendar', target: 'calendar' },
        { title: 'Order charts', link: '/charts/radar', icon: 'pie-chart', target: 'radarChart' },
      ],
    },
    {
      groupTitle: 'Files',
      searchLimit: 4,
      data: Array.from({ length: 6 }, (_, i) => ({
        title: `Order manifest ${i + 1}`,
        by: 'Kenji',
        size: '1kb',
      })),
    },
    {
      groupTitle: 'Contacts',
      searchLimit: 4,
      data: [{ title: 'Lena Petrosyan', email: 'lena@example.com', img: '', date: '06/21/2024' }],
    },
  ],
}

function open(onClose = vi.fn()) {
  const rendered = renderShell(
    <NavbarSearch userData={userOf('admin')} onClose={onClose} port={port} />,
    '/customers',
  )
  return { ...rendered, onClose, input: screen.getByRole('combobox', { name: 'Search the app' }) }
}
const group = (name: string) => screen.getByRole('group', { name })

describe('navbar global search', { timeout: 20_000 }, () => {
  beforeAll(() => initTestI18n())

  it('has the placeholder Explore... and groups results, each limited to 4, prefix matches first', async () => {
    const { input } = open()
    expect(input).toHaveAttribute('placeholder', 'Explore...')
    await userEvent.type(input, 'ord')
    await waitFor(() => expect(within(group('Files')).getAllByRole('option')).toHaveLength(4))
    const pages = within(group('Pages'))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(pages[0]).toBe('Orders')
    expect(pages).toContain('Forgot Password Basic')
    expect(pages.filter((title) => title === 'Orders')).toHaveLength(1)
    // A page of the template's list that is no route of this app (the route table decides) is not offered.
    expect(pages).not.toContain('Order charts')
    expect(within(group('Contacts')).getByText('No Result')).toBeInTheDocument()
  })

  it('offers the back office pages the user may open, by their menu titles', async () => {
    const { input } = open()
    await userEvent.type(input, 'benef')
    expect(within(group('Pages')).getByRole('option', { name: 'Beneficiaries' })).toBeInTheDocument()
  })

  it('says No Result in every group when nothing matches', async () => {
    const { input } = open()
    await userEvent.type(input, 'qqqq')
    expect(screen.getAllByText('No Result')).toHaveLength(3)
  })

  it('moves with the arrow keys and opens the active page with Enter', async () => {
    const { input, location, onClose } = open()
    await userEvent.type(input, 'ord')
    await waitFor(() => expect(within(group('Files')).getAllByRole('option')).toHaveLength(4))
    const first = within(group('Pages')).getByRole('option', { name: 'Orders' })
    expect(first).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowDown}')
    expect(first).toHaveAttribute('aria-selected', 'false')
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      within(group('Pages')).getAllByRole('option')[1]!.id,
    )
    await userEvent.keyboard('{ArrowUp}{Enter}')
    expect(location.history.at(-1)).toBe('/orders')
    expect(onClose).toHaveBeenCalled()
  })

  it('closes and clears on Escape', async () => {
    const { input, onClose } = open()
    await userEvent.type(input, 'ord')
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
    expect(input).toHaveValue('')
  })

  it('shows the contact dates in the chosen language format', async () => {
    const { input } = open()
    await userEvent.type(input, 'lena')
    expect(await within(group('Contacts')).findByText('21-Jun-24')).toBeInTheDocument()
  })

  it('opens a preview of a chosen file or contact, and keeps the search open behind it', async () => {
    const { input, onClose, location } = open()
    await userEvent.type(input, 'manifest 2')
    await userEvent.click(await within(group('Files')).findByRole('option', { name: /Order manifest 2/ }))
    const file = await screen.findByRole('dialog', { name: 'Order manifest 2' })
    expect(file).toHaveTextContent('Uploaded by')
    expect(file).toHaveTextContent('Kenji')
    expect(file).toHaveTextContent('1kb')
    await userEvent.click(within(file).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
    expect(location.history).toEqual(['/customers'])

    await userEvent.clear(input)
    await userEvent.type(input, 'lena')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    const contact = await screen.findByRole('dialog', { name: 'Lena Petrosyan' })
    expect(within(contact).getByRole('link', { name: 'lena@example.com' })).toHaveAttribute(
      'href',
      'mailto:lena@example.com',
    )
    expect(contact).toHaveTextContent('21-Jun-24')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
