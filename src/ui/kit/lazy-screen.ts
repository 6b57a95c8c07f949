import { lazy, useEffect, useReducer, type ComponentType, type LazyExoticComponent } from 'react'
import { getI18n } from 'react-i18next'
import { prefetchLocales } from '../i18n/locale-files'

/** What every screen receives: the route's params (`/orders/:id/view` → `{ id }`). */
export interface ScreenProps {
  params: Record<string, string>
}

/**
 * A screen in its own chunk. `preload()` starts downloading it and its translation files before React renders it,
 * so they load beside the layout instead of after it (AppRoutes calls it as soon as the route is decided).
 */
export type Screen = LazyExoticComponent<ComponentType<ScreenProps>> & {
  preload: () => Promise<unknown>
  /** Starts the screen's first calls for this route (decision 0140); nothing for a screen without `data`. */
  prefetchData: (route: RouteData) => void
  /** The screen without `React.lazy` once its code and translations are loaded (`useRenderWhenReady`). */
  readiness: Readiness<ScreenProps>
}

/** What a route's data loader knows: the route's params, its path and its URL search (with or without `?`). */
export interface RouteData {
  params: Record<string, string>
  path: string
  search: string
}

export interface LazyScreenOptions {
  /**
   * The screen's first calls, started when its route is decided, beside its code: its controllers adopt them
   * (`prefetchList`, `prefetchRecord`). Plain code in the first screen's chunk: it must not import the screen.
   */
  data?: (route: RouteData) => void
}

/** Screens by the `page` of the domain route table; each feature exports one from its `screens.ts`. */
export type ScreenMap = Record<string, Screen>

/**
 * `React.lazy` with a `preload()`: both share one download (a failed one may be tried again, by a later
 * preload or render). `namespaces` are the translation files the screen asks for as it renders: `preload()` asks for
 * them beside its code, and its `readiness` waits until i18next has them (it is set up once the app renders).
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType<ScreenProps> }>,
  namespaces: readonly string[] = [],
  { data }: LazyScreenOptions = {},
): Screen {
  let loading: Promise<{ default: ComponentType<ScreenProps> }> | undefined
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  const prefetchData = (route: RouteData) => {
    try {
      data?.(route)
    } catch {
      // Only a head start: the screen makes the call itself when this could not.
    }
  }
  // The translation files too (i18next shares these requests once it is set up): asked for only when React
  // rendered, they left after the route's code and were read after it (issue 31's trace of `/orders`).
  const preload = () => {
    prefetchLocales(namespaces)
    return once()
  }
  return Object.assign(lazy(once), { preload, prefetchData, readiness: readiness(once, namespaces) })
}

/**
 * Pages that share one lazily loaded chunk: `screensOf(load)(name)` is the screen of the component it exports as
 * `name`, and the chunk is imported once for them all.
 */
export function screensOf<M extends object>(load: () => Promise<M>) {
  return (name: keyof M): Screen =>
    lazyScreen(() => load().then((screens) => ({ default: screens[name] as ComponentType<ScreenProps> })))
}

/**
 * Screens whose table is itself loaded on demand: `pages` are known up front (from the route table), and opening
 * one loads `load` (once, for all of them), then that page's own screen.
 */
export function deferredScreens(pages: readonly string[], load: () => Promise<ScreenMap>): ScreenMap {
  let table: Promise<ScreenMap> | undefined
  const once = () =>
    (table ??= load().catch((error: unknown) => {
      table = undefined
      throw error
    }))
  const screenOf = (page: string) =>
    lazyScreen(() =>
      once().then((screens) => {
        const screen = screens[page]
        if (!screen) throw new Error(`No screen for the page ${page}`)
        return screen.preload() as Promise<{ default: ComponentType<ScreenProps> }>
      }),
    )
  return Object.fromEntries(pages.map((page) => [page, screenOf(page)]))
}

/**
 * A lazily loaded component (a screen, the signed-in layout) that renders without suspending once it is ready:
 * its module has come and the translation files it reads are loaded into i18next.
 *
 * Why: React renders a component that suspended again in a retry, and a retry is rendered in 5 ms slices with
 * the browser's frames between them. A signed-in reload of `/orders` at 4x CPU rendered its layout and list that
 * way in about 1.5 s of wall time for 0.55 s of React's work (a profile of issue 31). Rendered by an ordinary
 * update instead, the same work is one task.
 */
export interface Readiness<P> {
  /**
   * Loads the module and the translation files (each once). Asked for once React renders, after i18next is set up
   * (`useRenderWhenReady`), not at start-up.
   */
  whenReady: () => Promise<ComponentType<P>>
  /** The component, once `whenReady` has resolved. */
  ready: () => ComponentType<P> | undefined
}

/**
 * Resolves when i18next has these namespaces, with the first ones its set-up loads (it loads every namespace it
 * knows of before answering); at once for none, or where no i18next is set up for React (a test of a part alone).
 */
function namespacesLoaded(namespaces: readonly string[]): Promise<unknown> {
  const i18n = getI18n() as ReturnType<typeof getI18n> | undefined
  return namespaces.length && i18n?.loadNamespaces ? i18n.loadNamespaces([...namespaces]) : Promise.resolve()
}

export function readiness<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: readonly string[] = [],
): Readiness<P> {
  let component: ComponentType<P> | undefined
  return {
    // `load` is the lazy component's own (one download, tried again after a failure); i18next loads a namespace once.
    whenReady: () =>
      Promise.all([load(), namespacesLoaded(namespaces)]).then(([module]) => (component = module.default)),
    ready: () => component,
  }
}

/**
 * Renders the calling component again, by an ordinary update, once `readiness` is ready (nothing when it is ready
 * already, or none is given). Call it in a component that is committed while the lazy one suspends (outside the
 * Suspense boundary that catches it): a component inside that boundary is not committed, so its effects never run.
 */
export function useRenderWhenReady(readiness?: {
  ready: () => unknown
  whenReady: () => Promise<unknown>
}): void {
  const [, rendered] = useReducer((count: number) => count + 1, 0)
  const ready = readiness?.ready()
  useEffect(() => {
    if (!readiness || ready) return
    let live = true
    // A failure leaves the lazy component to show it (it loads again and throws to the error boundary).
    readiness.whenReady().then(
      () => live && rendered(),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [readiness, ready])
}
