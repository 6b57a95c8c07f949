import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { fetchLocale, storedLanguage } from '../i18n/locale-files'
import { readiness, type Readiness } from './ready-component'

/** What every screen receives: the route's params (`/orders/:id/view` → `{ id }`). */
export interface ScreenProps {
  params: Record<string, string>
}

/**
 * A screen in its own chunk. `preload()` starts downloading it before React renders it, so the route's code
 * loads beside the layout instead of after it (AppRoutes calls it as soon as the route is decided).
 */
export type Screen = LazyExoticComponent<ComponentType<ScreenProps>> & {
  preload: () => Promise<unknown>
  /** Starts the screen's first calls for this route (decision 0140); nothing for a screen without `data`. */
  prefetchData: (route: RouteData) => void
  /** The screen without `React.lazy` once its code and translations are loaded (`useReadyComponent`). */
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
 * preload or render). `namespaces` are the translation files the screen asks for as it renders: a preload
 * fetches them beside its code, so they do not wait for it.
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
  const preload = () => {
    for (const namespace of namespaces) void fetchLocale(storedLanguage(), namespace).catch(() => undefined)
    return once()
  }
  const prefetchData = (route: RouteData) => {
    try {
      data?.(route)
    } catch {
      // Only a head start: the screen makes the call itself when this could not.
    }
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
