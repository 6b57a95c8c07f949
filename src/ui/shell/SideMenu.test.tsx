import '@abraham/reflection'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { initTestI18n } from '../../testing/i18n'
import { loadLayout, setLayout } from './layout-store'
import { SideMenu } from './SideMenu'
import { renderShell, resizeWindow } from '../../testing/render-shell'
import { userOf } from '../../testing/users'

const menu = () => screen.getByRole('navigation')
const groupButtons = () =>
  within(menu())
    .getAllByRole('button', { expanded: false })
    .concat(within(menu()).queryAllByRole('button', { expanded: true }))

describe('the side menu', { timeout: 20_000 }, () => {
  beforeAll(() => initTestI18n())
  beforeEach(() => {
    resizeWindow(1440)
    loadLayout(undefined)
  })

  it('shows the admin every group of spec §2 and the template apps and pages, with the current page highlighted and its group open', () => {
    renderShell(<SideMenu userData={userOf('admin')} />, '/orders')
    const groups = [
      'Users',
      'Orders',
      'Finance',
      'Cargoloop',
      'Locations',
      'References',
      'Dashboards',
      'Apps',
      'Pages',
    ]
    for (const name of groups) expect(within(menu()).getByRole('button', { name })).toBeInTheDocument()
    expect(within(menu()).getByRole('button', { name: 'Orders' })).toHaveAttribute('aria-expanded', 'true')
    expect(within(menu()).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page')
    expect(within(menu()).getByRole('link', { name: 'Archive' })).not.toHaveAttribute('aria-current')
    expect(within(menu()).queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument()
    // A closed group's items are not drawn at all, hidden or not: the first screen does not pay for them.
    expect(within(menu()).queryAllByRole('link', { name: 'Invoices', hidden: true })).toHaveLength(0)
    expect(groupButtons()).toHaveLength(groups.length)
  })

  it('opens and closes a group', async () => {
    renderShell(<SideMenu userData={userOf('admin')} />, '/orders')
    const finance = within(menu()).getByRole('button', { name: 'Finance' })
    await userEvent.click(finance)
    expect(finance).toHaveAttribute('aria-expanded', 'true')
    expect(within(menu()).getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/invoices')
    expect(within(menu()).getByRole('link', { name: 'Beneficiaries' })).toBeInTheDocument()
    await userEvent.click(finance)
    expect(within(menu()).queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument()
  })

  it('shows a client nothing they may not read', () => {
    renderShell(<SideMenu userData={userOf('client')} />, '/access-control')
    expect(within(menu()).queryAllByRole('button', { name: /Users|Orders|Finance/ })).toHaveLength(0)
    expect(within(menu()).queryAllByRole('link', { name: /Orders|Customers/ })).toHaveLength(0)
  })

  it('gives a customer one Orders entry to their own profile instead of the Users and Orders groups', () => {
    renderShell(<SideMenu userData={userOf('customer', 'c1001')} />, '/customers/C1001/view')
    const orders = within(menu()).getByRole('link', { name: 'Orders' })
    expect(orders).toHaveAttribute('href', '/customers/C1001/view')
    expect(orders).toHaveAttribute('aria-current', 'page')
    expect(within(menu()).queryByRole('button', { name: 'Users' })).not.toBeInTheDocument()
    expect(within(menu()).queryByRole('button', { name: 'Orders' })).not.toBeInTheDocument()
  })

  it('translates the menu into Russian and Armenian', async () => {
    renderShell(<SideMenu userData={userOf('admin')} />, '/orders')
    await act(async () => void (await initTestI18n('ru')))
    expect(within(menu()).getByRole('button', { name: 'Финансы' })).toBeInTheDocument()
    await act(async () => void (await initTestI18n('am')))
    expect(within(menu()).getByRole('button', { name: 'Ֆինանսներ' })).toBeInTheDocument()
    await act(async () => void (await initTestI18n('en')))
  })

  it('collapses to icons from its header button and remembers the choice in the layout', async () => {
    renderShell(<SideMenu userData={userOf('admin')} />, '/orders')
    const collapse = within(menu()).getByRole('button', { name: 'Collapse menu' })
    await userEvent.click(collapse)
    expect(menu()).toHaveAttribute('data-collapsed', 'true')
    await act(async () => setLayout('menuCollapsed', false))
    expect(menu()).not.toHaveAttribute('data-collapsed')
  })
})
