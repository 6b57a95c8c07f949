import { lazy, Suspense, useEffect, useLayoutEffect, useMemo } from 'react'
import { Redirect, useLocation } from 'wouter'
import { useSnapshot } from 'valtio'
import { LOGIN_PATH, decideRoute, homeFor, type RouteDecision } from '../../domain/access'
import type { UserData } from '../../domain/auth'
import { BlankLayout } from '../shell/BlankLayout'
import { VerticalLayout, preloadAppLayout } from '../shell/VerticalLayout'
import { PageSpinner } from '../components/PageSpinner'
import { abilityFor, type AppAbility } from '../session/ability'
import { FALLBACK_SCREEN, NOT_FOUND_SCREEN, SCREENS } from './screens'
import { useRenderWhenReady, type Screen } from '../kit/lazy-screen'
import { onSessionChangedElsewhere, onSignedOut, rememberPage, session } from '../session/session'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'
import { PrerenderedPageGone } from '../prerender/PrerenderedPageGone'
import { markScreenShown } from '../kit/screen-shown'

/**
 * Beside a screen, in its Suspense boundary: the first screen has been committed, so what the app, the layout and
 * the screens load after it (the toaster, their menus' and dialogs' code) may now start (`useIdleAfterScreen`).
 */
function ScreenShown() {
  useLayoutEffect(markScreenShown, [])
  return null
}

/**
 * The route's screen: its `React.lazy` until its code and translations are loaded, then the screen itself. AppRoutes
 * renders again when it is ready (`useRenderWhenReady`), by an ordinary update (one task) rather than the
 * Suspense retry's slices.
 */
function ReadyScreen({ screen, params }: { screen: Screen; params: Record<string, string> }) {
  const Shown = screen.readiness.ready() ?? screen
  return <Shown params={params} />
}

// The sign-in dialog over the page (issue 25 item 2) loads only when a session ends under a person at work.
const SignInAgainDialog = lazy(() => import('../features/auth/SignInAgainDialog'))

function decide(location: string, userData: UserData | null, ability: AppAbility): RouteDecision {
  const home = homeFor(userData)
  return decideRoute(location, {
    // User data with no home (no role) is no session: the sign-in page must not send it "home" to itself.
    signedIn: home !== LOGIN_PATH,
    home,
    can: (action, subject) => ability.can(action, subject),
  })
}

/**
 * The path whose data was last asked for: rendering the same route again asks for nothing, and a list that
 * changes its own query (its search in the URL) makes its calls itself.
 */
let prefetchedPath: string | null = null

/**
 * Starts the first calls of the route decided (decision 0140), once per route opened: they go out beside the
 * screen's code, and the screen's controllers adopt them. Only for a signed-in person the route allows.
 */
function prefetchRouteData(decision: RouteDecision, path: string, search: string) {
  if (path === prefetchedPath) return
  prefetchedPath = path
  if (decision.kind !== 'allow' || decision.match.route.public || !session.userData) return
  const Screen = SCREENS[decision.match.route.page]
  Screen?.prefetchData({ params: decision.match.params, path, search })
}

/** The screen and layout a decision shows; both start downloading at once (the screen would otherwise be
 * asked for only after the layout's chunk had arrived and rendered). */
function screenOf(decision: RouteDecision) {
  const route = decision.kind === 'allow' ? decision.match.route : undefined
  const Screen = route ? (SCREENS[route.page] ?? FALLBACK_SCREEN) : NOT_FOUND_SCREEN
  const vertical = route?.layout === 'vertical'
  if (vertical) void preloadAppLayout().catch(() => undefined)
  void Screen.preload().catch(() => undefined)
  const params = decision.kind === 'allow' ? decision.match.params : {}
  return { Screen, Layout: vertical ? VerticalLayout : BlankLayout, params }
}

/**
 * Starts downloading the code of the page being opened, before React first renders (main.tsx): the screen
 * and the layout then arrive beside the rest of the start-up work instead of after it.
 */
export function preloadRoute(location: string, search = ''): void {
  const userData = session.userData as UserData | null
  const ability = abilityFor(userData)
  let path = location === '/' ? homeFor(userData) : location
  let decision = decide(path, userData, ability)
  if (decision.kind === 'redirect') {
    path = decision.to
    decision = decide(path, userData, ability)
  }
  if (decision.kind === 'redirect') return
  // The data first: its call waits for the code of the services it uses, which then downloads ahead of the
  // screen's. A redirect's target opens without the search of the address asked for.
  prefetchRouteData(decision, path, path === location ? search : '')
  screenOf(decision)
}

/**
 * Every route of the domain route table behind the spec's guard (§2): `/` goes home, a protected route
 * without a session goes to /login, one without permission to /misc/not-authorized, an unknown path
 * shows the error page.
 */
export function AppRoutes() {
  const [location, navigate] = useLocation()
  useEffect(() => onSignedOut(() => navigate(LOGIN_PATH, { replace: true })), [navigate])
  useEffect(() => onSessionChangedElsewhere((path) => navigate(path, { replace: true })), [navigate])
  const { userData, ended } = useSnapshot(session) as { userData: UserData | null; ended: boolean }
  const ability = useMemo(() => abilityFor(userData), [userData])
  const decision = location === '/' ? null : decide(location, userData, ability)
  const shown = decision?.kind === 'allow' && !decision.match.route.public && userData ? location : null
  // The page a person is on, so signing in after their session ran out (a reload, spec §8) comes back to it.
  useEffect(() => {
    if (shown && userData) rememberPage(`${shown}${window.location.search}`, userData.username)
  }, [shown, userData])

  const route = decision && decision.kind !== 'redirect' ? decision : null
  // The address's search as the list screens read it (wouter keeps it in the browser's location).
  if (route) prefetchRouteData(route, location, window.location.search.replace(/^\?/, ''))
  const opened = route && screenOf(route)
  // Rendered again when the screen's code and translations are here (asked for now that i18next is set up).
  useRenderWhenReady(opened?.Screen.readiness)

  if (decision?.kind === 'redirect') return <Redirect to={decision.to} replace />
  // `/` (no decision) goes home.
  if (!opened) return <Redirect to={homeFor(userData)} replace />

  const { Screen, Layout } = opened
  return (
    <Layout>
      <ScreenErrorBoundary address={location}>
        <Suspense fallback={<PageSpinner />}>
          <ReadyScreen screen={Screen} params={opened.params} />
          <PrerenderedPageGone />
          <ScreenShown />
        </Suspense>
      </ScreenErrorBoundary>
      {ended && (
        <Suspense fallback={null}>
          <SignInAgainDialog />
        </Suspense>
      )}
    </Layout>
  )
}
