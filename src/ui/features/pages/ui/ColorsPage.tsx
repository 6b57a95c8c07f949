import { useTranslation } from 'react-i18next'
import styled, { useTheme } from 'styled-components'
import { Card } from '../../../components/Card'
import { THEME_COLORS } from '../../../theme/theme'

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
  /* Large text (bold, over 14 pt): the brand colours themselves are shown, and white on primary, secondary
     and danger reaches 3:1 (AA for large text) but not 4.5:1. */
  font-size: 1.2rem;
  font-weight: 700;
  code {
    direction: ltr;
    color: inherit;
    font-size: inherit;
  }
`

/** The theme's palette (spec §9): each colour's main and light variant, with the value the theme uses. */
export default function ColorsPage() {
  const { t } = useTranslation('uiPages')
  // The skin's shades: text on a tint differs between the light and the dark skin.
  const { colors } = useTheme()
  return (
    <Card aria-labelledby="colors-title">
      <h2 id="colors-title">{t('colors.title')}</h2>
      <p>{t('colors.intro')}</p>
      <Grid>
        {THEME_COLORS.map((name) => (
          <li key={name} aria-label={t(`colors.names.${name}`)}>
            <h3>{t(`colors.names.${name}`)}</h3>
            <Swatch $background={colors[name].main} $color={colors[name].onFill}>
              <span>{t('colors.main')}</span>
              <code>{colors[name].main}</code>
            </Swatch>
            <Swatch $background={colors[name].light} $color={colors[name].text}>
              <span>{t('colors.light')}</span>
              <code>{colors[name].light}</code>
            </Swatch>
          </li>
        ))}
      </Grid>
    </Card>
  )
}
