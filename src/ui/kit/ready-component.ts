import { useEffect, useReducer, type ComponentType } from 'react'
import { getI18n } from 'react-i18next'

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
   * Starts loading the module and the translation files; the same promise each time until it fails. Asked for
   * once React renders (after i18next is set up), not at start-up.
   */
  whenReady: () => Promise<ComponentType<P>>
  /** The component, once `whenReady` has resolved. */
  ready: () => ComponentType<P> | undefined
}

/**
 * Resolves when i18next is initialised (its first namespaces loaded) and has these namespaces too; at once for
 * none, or where no i18next is set up for React (a test of a part alone).
 */
function namespacesLoaded(namespaces: readonly string[]): Promise<unknown> {
  const i18n = getI18n() as ReturnType<typeof getI18n> | undefined
  if (namespaces.length === 0 || !i18n?.loadNamespaces) return Promise.resolve()
  const initialized = i18n.isInitialized
    ? Promise.resolve()
    : new Promise((resolve) => i18n.on('initialized', resolve))
  return Promise.all([initialized, i18n.loadNamespaces([...namespaces])])
}

export function readiness<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
  namespaces: readonly string[] = [],
): Readiness<P> {
  let component: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  return {
    whenReady: () =>
      (loading ??= Promise.all([load(), namespacesLoaded(namespaces)]).then(
        ([module]) => (component = module.default),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )),
    ready: () => component,
  }
}

/**
 * Renders the calling component again, by an ordinary update, once `readiness` is ready (nothing when it is ready
 * already, or none is given). Call it in a component that is committed while the lazy one suspends (outside the
 * Suspense boundary that catches it): a component inside that boundary is not committed, so its effects never run.
 */
export function useRenderWhenReady(readiness: Readiness<never> | undefined): void {
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

/**
 * The component to render: the ready one, or `fallback` (its `React.lazy`, which suspends) until then; the caller
 * renders again once it is ready (`useRenderWhenReady`), with the ready component: no Suspense retry.
 */
export function useReadyComponent<P>(readiness: Readiness<P>, fallback: ComponentType<P>): ComponentType<P> {
  useRenderWhenReady(readiness as Readiness<never>)
  return readiness.ready() ?? fallback
}
