import '@abraham/reflection'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { session } from '../../session/session'
import { initTestI18n } from '../../../testing/i18n'
import { renderShell } from '../../../testing/render-shell'
import { userOf } from '../../../testing/users'
import AccessControlPage from './AccessControlPage'

describe('access-control page', () => {
  beforeAll(() => initTestI18n())
  afterEach(() => {
    session.userData = null
  })

  it('shows the client what they may do, and the card only ACL readers see', () => {
    session.userData = userOf('client')
    renderShell(<AccessControlPage />, '/access-control')
    expect(screen.getByRole('heading', { name: 'Access control', level: 1 })).toBeInTheDocument()
    const rules = screen.getByRole('table', { name: 'What you may do' })
    expect(
      within(rules)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['ReadAccess control lists', 'ReadSign-in and account pages'])
    expect(screen.getByRole('heading', { name: 'Access control lists' })).toBeInTheDocument()
  })

  it('hides the ACL card from a user who may not read ACL', () => {
    session.userData = userOf('customer', 'c1001')
    renderShell(<AccessControlPage />, '/access-control')
    expect(screen.queryByRole('heading', { name: 'Access control lists' })).not.toBeInTheDocument()
  })
})
