import { lazy, Suspense, type ComponentType } from 'react'

/**
 * A component whose code is asked for when it is first rendered and shown once it has come (nothing until then):
 * for a dialog or panel a screen shows only after a press (an edit form), so that its code and libraries do not
 * load before the screen's first paint (issue 31's budgets). Render it only while it is open. Define it in a module
 * apart from the component, or the screen imports the component anyway.
 */
export function shownOnDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })))
  function ShownOnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return ShownOnDemand
}
