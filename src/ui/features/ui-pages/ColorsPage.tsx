import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Card } from '../../components/Card'
import { colors, THEME_COLORS } from '../../shell/theme'

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 1.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
`
const Swatch = styled.div<{ $background: string; $color: string }>`
  padding: 1.25rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
  margin-bottom: 0.5rem;
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  font-weight: 500;
  code {
    direction: ltr;
    color: inherit;
  }
`

/** The theme's palette (spec §9): each colour's main and light variant, with the value the theme uses. */
export default function ColorsPage() {
  const { t } = useTranslation('uiPages')
  return (
    <Card aria-labelledby="colors-title">
      <h2 id="colors-title">{t('colors.title')}</h2>
      <p>{t('colors.intro')}</p>
      <Grid>
        {THEME_COLORS.map((name) => (
          <li key={name} aria-label={t(`colors.names.${name}`)}>
            <h3>{t(`colors.names.${name}`)}</h3>
            <Swatch $background={colors[name].main} $color="#fff">
              <span>{t('colors.main')}</span>
              <code>{colors[name].main}</code>
            </Swatch>
            <Swatch $background={colors[name].light} $color={colors[name].main}>
              <span>{t('colors.light')}</span>
              <code>{colors[name].light}</code>
            </Swatch>
          </li>
        ))}
      </Grid>
    </Card>
  )
}
