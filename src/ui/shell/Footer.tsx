import styled from 'styled-components'
import { useTranslation } from 'react-i18next'

const Foot = styled.footer`
  padding: 1rem 0;
  color: ${({ theme }) => theme.skin.muted};
`

/** Copyright line with the current year and the company name, all rights reserved (spec §1). */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const { t } = useTranslation('shell')
  return <Foot>{t('footer.copyright', { year, company: t('company') })}</Foot>
}
