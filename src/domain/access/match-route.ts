import type { Action } from './ability'
import { LOGIN_PATH, NOT_AUTHORIZED_PATH } from './home.ts'
import { ROUTES, type RouteEntry } from './route-table.ts'

export interface RouteMatch {
  route: RouteEntry
  params: Record<string, string>
}

function segments(path: string): string[] {
  const bare = path.split(/[?#]/)[0] ?? ''
  return bare.split('/').filter((segment) => segment !== '')
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** Params of `path` against a wouter-style `pattern` (`/orders/:id/view`), or null when it does not match. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const wanted = segments(pattern)
  const given = segments(path)
  if (wanted.length !== given.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < wanted.length; i++) {
    const w = wanted[i] as string
    const g = given[i] as string
    if (w.startsWith(':')) params[w.slice(1)] = safeDecode(g)
    else if (w !== g) return null
  }
  return params
}

/** Every route entry of a concrete path (`/customers/:id/view` has two), in table order. */
export function matchRoutes(path: string, routes: readonly RouteEntry[] = ROUTES): RouteMatch[] {
  return routes.flatMap((route) => {
    const params = matchPattern(route.path, path)
    return params ? [{ route, params }] : []
  })
}

/** The first route entry of a concrete path, or undefined (the catch-all error page). */
export function matchRoute(path: string, routes: readonly RouteEntry[] = ROUTES): RouteMatch | undefined {
  return matchRoutes(path, routes)[0]
}

export type RouteDecision =
  { kind: 'allow'; match: RouteMatch } | { kind: 'redirect'; to: string } | { kind: 'not-found' }

/**
 * The guard of spec §2 for one path: unknown -> not-found; public and restricted while signed in -> home;
 * public -> allow; not signed in -> /login; allowed by any matching entry -> allow; else /misc/not-authorized.
 */
export function decideRoute(
  path: string,
  session: { signedIn: boolean; home: string; can: (action: Action, subject: string) => boolean },
): RouteDecision {
  const matches = matchRoutes(path)
  const first = matches[0]
  if (!first) return { kind: 'not-found' }
  if (first.route.public) {
    return first.route.restricted && session.signedIn
      ? { kind: 'redirect', to: session.home }
      : { kind: 'allow', match: first }
  }
  if (!session.signedIn) return { kind: 'redirect', to: LOGIN_PATH }
  const allowed = matches.find(
    ({ route }) => route.resource === null || session.can(route.action, route.resource),
  )
  return allowed ? { kind: 'allow', match: allowed } : { kind: 'redirect', to: NOT_AUTHORIZED_PATH }
}
