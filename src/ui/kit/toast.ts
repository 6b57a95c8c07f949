import type { toast as sonnerToast } from 'sonner'
import { onDemand } from './on-demand'

type Toast = typeof sonnerToast

/** sonner (the toasts): not part of a list's first screen; its code comes with the first toast or when idle. */
const SONNER = onDemand(() => import('sonner'))

/**
 * Shows a toast (`show` gets sonner's `toast`) from code that is part of a screen's first paint: at once when
 * sonner's code has come, otherwise once it has (calls keep their order). The app's toaster is mounted once the
 * first screen has been shown, and shows the toasts raised before it was.
 */
export function showToast(show: (toast: Toast) => void): void {
  if (SONNER.loaded) show(SONNER.loaded.toast)
  else
    void SONNER.load().then(
      ({ toast }) => show(toast),
      () => undefined,
    )
}
