import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import ArrowUpIcon from 'lucide-react/icons/arrow-up'
import { showsScrollTop } from '../../domain/layout'

const Button = styled.button`
  position: fixed;
  bottom: 5%;
  inset-inline-end: 30px;
  z-index: 99;
  width: 2.6rem;
  height: 2.6rem;
  border: 0;
  border-radius: 0.358rem;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.primary.onFill};
  background: ${({ theme }) => theme.colors.primary.fill};
  box-shadow: 0 8px 25px -8px ${({ theme }) => theme.colors.primary.main};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
`

/** The scroll-to-top button, shown once the page is scrolled more than 300 px (spec §9). */
export function ScrollToTop() {
  const { t } = useTranslation('shell')
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(showsScrollTop(window.scrollY))
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!visible) return null
  return (
    <Button
      type="button"
      aria-label={t('scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon aria-hidden="true" />
    </Button>
  )
}
