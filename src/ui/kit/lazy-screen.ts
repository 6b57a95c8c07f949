import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { fetchLocale, storedLanguage } from '../i18n/locale-files'

/** What every screen receives: the route's params (`/orders/:id/view` → `{ id }`). */
export interface ScreenProps {
  params: Record<string, string>
}

/**
 * A screen in its own chunk. `preload()` starts downloading it before React renders it, so the route's code
 * loads beside the layout instead of after it (AppRoutes calls it as soon as the route is decided).
 */
export type Screen = LazyExoticComponent<ComponentType<ScreenProps>> & { preload: () => Promise<unknown> }

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
  return Object.assign(lazy(once), { preload })
}
