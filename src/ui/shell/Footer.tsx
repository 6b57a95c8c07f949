import styled, { css } from 'styled-components'
import { useSnapshot } from 'valtio'
import { useTranslation } from 'react-i18next'
import { layout } from './layout-store'

const Foot = styled.footer<{ $sticky: boolean }>`
  padding: 1rem 0;
  color: ${({ theme }) => theme.skin.text};
  ${({ $sticky, theme }) =>
    $sticky &&
    css`
      position: sticky;
      bottom: 0;
      padding: 1rem 1.5rem;
      background: ${theme.skin.card};
      box-shadow: 0 -3px 10px 0 rgba(34, 41, 47, 0.08);
      z-index: 10;
    `}
`

/** Copyright line with the current year and the company name, all rights reserved (spec §1). */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useTranslation('shell')
  const { footerType } = useSnapshot(layout)
  if (footerType === 'hidden') return null
  return (
    <Foot $sticky={footerType === 'sticky'}>{t('footer.copyright', { year, company: t('company') })}</Foot>
  )
}
