import { useEffect, useState } from 'react'
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

/** A clear message while the browser is offline (the service worker still serves the app shell). */
export function OfflineNotice() {
  const { t } = useTranslation('shell', { useSuspense: false })
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine))
  useEffect(() => {
    const update = () => setOnline(navigator.onLine)
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  if (online) return null
  return (
    <Notice role="alert">
      {t('offline', {
        defaultValue:
          'You are offline. The app keeps working with what it has saved; data loads again once you reconnect.',
      })}
    </Notice>
  )
}
