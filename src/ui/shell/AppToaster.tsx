import { useTranslation } from 'react-i18next'
import { Toaster } from 'sonner'

/**
 * The app's toasts: top-right, shown one under another so each waiting Undo can be read and pressed, each with
 * a close button, and named in the person's language (sonner's own names are English).
 */
export default function AppToaster({ direction, dark }: { direction: 'ltr' | 'rtl'; dark: boolean }) {
  const { t } = useTranslation('shell', { useSuspense: false })
  return (
    <Toaster
      position="top-right"
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
