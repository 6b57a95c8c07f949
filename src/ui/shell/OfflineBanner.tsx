import styled from 'styled-components'
import { useTranslation } from 'react-i18next'

const Notice = styled.div`
  position: fixed;
  bottom: 1rem;
  inset-inline-start: 50%;
  transform: translateX(-50%);
  z-index: 2000;
  max-width: calc(100vw - 2rem);
  padding: 0.75rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.warning.fill};
  color: ${({ theme }) => theme.colors.warning.onFill};
  font-weight: 500;
  box-shadow: 0 4px 24px 0 rgba(34, 41, 47, 0.2);
  [dir='rtl'] & {
    transform: translateX(50%);
  }
`

/**
 * A clear message while the browser is offline: the service worker still serves the app shell, lists show
 * the answers kept from earlier visits, and writes are refused (the call pipeline) until the connection is back.
 */
export default function OfflineBanner() {
  const { t } = useTranslation('shell', { useSuspense: false })
  return (
    <Notice role="alert">
      {t('offline', {
        defaultValue:
          'You are offline. Lists you have seen are shown as they were saved; changes cannot be sent until you reconnect.',
      })}
    </Notice>
  )
}
