import { describe, expect, it } from 'vitest'
import { can, type AbilityRule } from './ability'
import { decideRoute } from './match-route'
import { TEMPLATE_APP_ROUTES } from './route-table'

const manageAll: AbilityRule[] = [{ action: 'manage', subject: 'all' }]
const clientRules: AbilityRule[] = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
]
const session = (rules: AbilityRule[]) => ({
  signedIn: true,
  home: '/orders',
  can: (action: string, subject: string) => can(rules, action, subject),
})

describe('template app routes', () => {
  it('open every app, with and without a record id, for staff with manage-all rights', () => {
    for (const path of [
      '/apps/email',
      '/apps/todo',
      '/apps/invoice/preview',
      '/apps/invoice/preview/4987',
      '/apps/user/view/3',
    ]) {
      const decision = decideRoute(path, session(manageAll))
      expect(decision.kind, path).toBe('allow')
    }
    expect(TEMPLATE_APP_ROUTES.every((route) => route.resource === 'apps')).toBe(true)
  })
  it('send the client role, which reads only ACL and Auth, to not-authorized', () => {
    expect(decideRoute('/apps/email', session(clientRules))).toEqual({
      kind: 'redirect',
      to: '/misc/not-authorized',
    })
  })
})
