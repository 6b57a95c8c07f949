import { createElement, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react'
import { PageSpinner } from '../components/PageSpinner'

/**
 * A component whose code is asked for when it is first rendered and shown once it has come (nothing until then):
 * for a dialog or panel a screen shows only after a press (an edit form), so that its code and libraries do not
 * load before the screen's first paint (issue 31's budgets). Render it only while it is open. Define it in a module
 * apart from the component, or the screen imports the component anyway.
 */
export function shownOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /**
   * Shown until the code has come: nothing for a dialog; a spinner for a tab's panel (`tabPanelOnDemand`); for a
   * control or a section, a component drawn with the same props: a stand-in of its size, so that little or nothing
   * moves when it comes.
   */
  fallback: ReactNode | ComponentType<P> = null,
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })))
  function ShownOnDemand(props: P) {
    return (
      <Suspense fallback={isComponent(fallback) ? createElement(fallback, props) : fallback}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return ShownOnDemand
}

/** A tab's panel shown on demand: the page spinner stands in until its code has come, so it never stands empty. */
export function tabPanelOnDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return shownOnDemand(load, <PageSpinner />)
}

function isComponent<P>(fallback: ReactNode | ComponentType<P>): fallback is ComponentType<P> {
  return typeof fallback === 'function'
}

/**
 * Asks for the code of parts a screen shows on demand as the screen mounts, so that they come right after its first
 * paint instead of when first shown (a tab, a form below the content, a chart's drawing). Only a head start: a part
 * asks again when it is shown, and a failed download is told there, so a failure here is ignored. The loaders must
 * be stable (module-level functions).
 */
export function useHeadStart(...loads: (() => Promise<unknown>)[]) {
  useEffect(() => {
    for (const load of loads) load().catch(() => {})
    // The loaders are module-level: asked for once, as the screen mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
