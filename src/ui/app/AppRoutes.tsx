import { Suspense, useEffect, useMemo } from 'react'
import { Redirect, useLocation } from 'wouter'
import { useSnapshot } from 'valtio'
import { LOGIN_PATH, decideRoute, homeFor } from '../../domain/access'
import type { UserData } from '../../domain/auth'
import { BlankLayout } from '../shell/BlankLayout'
import { VerticalLayout } from '../shell/VerticalLayout'
import { PageSpinner } from '../components/PageSpinner'
import { abilityFor } from './ability'
import { FALLBACK_SCREEN, NOT_FOUND_SCREEN, SCREENS } from './screens'
import { onSignedOut, session } from './session'

/**
 * Every route of the domain route table behind the spec's guard (§2): `/` goes home, a protected route
 * without a session goes to /login, one without permission to /misc/not-authorized, an unknown path
 * shows the error page.
 */
export function AppRoutes() {
  const [location, navigate] = useLocation()
  useEffect(() => onSignedOut(() => navigate(LOGIN_PATH, { replace: true })), [navigate])
  const { userData } = useSnapshot(session) as { userData: UserData | null }
  const ability = useMemo(() => abilityFor(userData), [userData])

  if (location === '/') return <Redirect to={userData ? homeFor(userData) : LOGIN_PATH} replace />
  const decision = decideRoute(location, {
    signedIn: Boolean(userData),
    home: homeFor(userData),
    can: (action, subject) => ability.can(action, subject),
  })
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />

  const route = decision.kind === 'allow' ? decision.match.route : undefined
  const Screen = route ? (SCREENS[route.page] ?? FALLBACK_SCREEN) : NOT_FOUND_SCREEN
  const Layout = route?.layout === 'vertical' ? VerticalLayout : BlankLayout
  return (
    <Layout>
      <Suspense fallback={<PageSpinner />}>
        <Screen params={decision.kind === 'allow' ? decision.match.params : {}} />
      </Suspense>
    </Layout>
  )
}
