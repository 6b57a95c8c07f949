/**
 * Registers the app-shell service worker (public/sw.js) once the page has loaded, in production builds only
 * (the dev server serves modules the worker must not cache). A failure is logged only (template-apps §8).
 */
export function registerServiceWorker(
  nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
  production: boolean = import.meta.env.PROD,
): Promise<void> {
  if (!production || !nav || !('serviceWorker' in nav)) return Promise.resolve()
  const register = () =>
    nav.serviceWorker.register('/sw.js').then(
      () => undefined,
      (error: unknown) => console.error('Service worker registration failed:', error),
    )
  if (typeof document !== 'undefined' && document.readyState !== 'complete') {
    return new Promise((resolve) =>
      window.addEventListener('load', () => void register().then(resolve), { once: true }),
    )
  }
  return register()
}

void registerServiceWorker()
