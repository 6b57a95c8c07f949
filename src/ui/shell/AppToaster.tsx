import { useTranslation } from 'react-i18next'
import { Toaster } from 'sonner'
import { NAVBAR_FLOAT_GAP, NAVBAR_MIN_HEIGHT } from './navbar-size'

/**
 * Where the toasts start: below the navbar (a floating navbar's gap from the top, its height, and a gap), so that they
 * never cover its buttons (the cart, the user menu): a pointer resting on a toast keeps it open, and a person who
 * had just undone something could then not reach the navbar until they closed each toast.
 */
const BELOW_NAVBAR = { top: `calc(${NAVBAR_FLOAT_GAP} + ${NAVBAR_MIN_HEIGHT} + 0.75rem)` }

/**
 * The app's toasts: top-right under the navbar, shown one under another so each waiting Undo can be read and
 * pressed, each with a close button, and named in the person's language (sonner's own names are English).
 */
export default function AppToaster({ direction, dark }: { direction: 'ltr' | 'rtl'; dark: boolean }) {
  const { t } = useTranslation('shell', { useSuspense: false })
  return (
    <Toaster
      position="top-right"
      offset={BELOW_NAVBAR}
      mobileOffset={BELOW_NAVBAR}
      richColors
      closeButton
      expand
      dir={direction}
      theme={dark ? 'dark' : 'light'}
      containerAriaLabel={t('toasts.region')}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
    />
  )
}
