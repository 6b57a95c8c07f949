import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location'

type NavigateOptions = Parameters<typeof browserNavigate>[1]

/** Something that may hold a navigation back (a form with unsaved changes): it asks the person, then calls `proceed`. */
export type NavigationBlocker = (proceed: () => void) => void

let blocker: NavigationBlocker | null = null
let bypass = false

/** Installs the blocker that in-app navigation must pass; returns the function that removes it. */
export function blockNavigation(next: NavigationBlocker): () => void {
  blocker = next
  return () => {
    if (blocker === next) blocker = null
  }
}

/** In-app navigation: through the blocker when one is installed, straight away otherwise. */
export function guardedNavigate(to: string | URL, options?: NavigateOptions): void {
  const go = () => browserNavigate(to, options)
  if (blocker && !bypass) blocker(go)
  else go()
}

/** wouter's location hook with guarded navigation: every `Link` and `navigate` of the app passes the blocker. */
export function useGuardedLocation(): [string, typeof guardedNavigate] {
  const [location] = useBrowserLocation()
  return [location, guardedNavigate]
}

/**
 * Runs `navigate` without asking: after a save the form's changes are kept, so leaving is safe. Navigation is
 * synchronous, so the bypass covers exactly the navigation made inside.
 */
export function withoutGuard(navigate: () => void): void {
  bypass = true
  try {
    navigate()
  } finally {
    bypass = false
  }
}
