import styled, { keyframes } from 'styled-components'
import { useTranslation } from 'react-i18next'

const spin = keyframes`to { transform: rotate(360deg); }`

const Wrapper = styled.div<{ $fullScreen?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1.5rem;
  min-height: ${({ $fullScreen }) => ($fullScreen ? '100vh' : '12rem')};
  img {
    width: 56px;
    height: 56px;
  }
`
const Ring = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.primary.light};
  border-top-color: ${({ theme }) => theme.colors.primary.main};
  animation: ${spin} 0.8s linear infinite;
`

/** Shown while a route's chunk or data loads; full screen, with the logo, while the app itself loads. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t, ready } = useTranslation('common', { useSuspense: false })
  return (
    <Wrapper role="status" aria-label={ready ? t('loading') : 'Loading'} $fullScreen={fullScreen}>
      {fullScreen && <img src="/logo.svg" alt="" />}
      <Ring />
    </Wrapper>
  )
}
