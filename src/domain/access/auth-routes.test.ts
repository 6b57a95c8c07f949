import { describe, expect, it } from 'vitest'
import { decideRoute, matchRoute } from './match-route'

const session = (signedIn: boolean) => ({ signedIn, home: '/orders', can: () => true })

describe('register and forgot-password routes', () => {
  it('are public blank pages that a signed-in user is sent away from', () => {
    for (const [path, page] of [
      ['/register', 'register'],
      ['/forgot-password', 'forgot-password'],
    ]) {
      expect(matchRoute(path!)?.route).toMatchObject({
        page,
        layout: 'blank',
        public: true,
        restricted: true,
        resource: null,
      })
      expect(decideRoute(path!, session(false)).kind).toBe('allow')
      expect(decideRoute(path!, session(true))).toEqual({ kind: 'redirect', to: '/orders' })
    }
  })

  it('keeps the access-control page for readers of ACL, in the vertical layout', () => {
    expect(matchRoute('/access-control')?.route).toMatchObject({
      page: 'access-control',
      resource: 'ACL',
      layout: 'vertical',
    })
  })
})
