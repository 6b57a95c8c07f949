import { useCallback, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { CARD_PERIODS } from '../../../../domain/apps/cards'
import { intlLocaleTag } from '../../../../domain/money'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import type { CardChoices } from './CardFrame'

export const cardsPort = () => resolvePort(PORTS.cards)

const PERIOD_KEYS: Record<string, string> = {
  [CARD_PERIODS[0]]: 'last28Days',
  [CARD_PERIODS[1]]: 'lastMonth',
  [CARD_PERIODS[2]]: 'lastYear',
}

/** The period choice of a card, its options from the card's `periods`, each read in the chosen language. */
export function usePeriodChoices() {
  const { t } = useTranslation('dashboards')
  return useCallback(
    (data: { periods: readonly string[] }): CardChoices => ({
      label: t('period'),
      options: data.periods,
      optionLabel: (option) => (PERIOD_KEYS[option] ? t(`periods.${PERIOD_KEYS[option]}`) : option),
    }),
    [t],
  )
}

/** Labelled figures of a card (a definition list), each figure large and its label small. */
export const Figures = styled.dl<{ $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  gap: 1rem;
  margin: 0;
  @media (max-width: 575px) {
    grid-template-columns: repeat(${({ $columns = 3 }) => Math.min($columns, 2)}, minmax(0, 1fr));
  }
  div {
    min-width: 0;
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.skin.text};
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 1.15rem;
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
    overflow-wrap: anywhere;
  }
`

/** One figure of `Figures`: its label and its value (a number formatted for the user's language). */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <Num>{value}</Num>
      </dd>
    </div>
  )
}

/** The card's main figure and what it is. */
export const Headline = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.6rem;
  strong {
    font-size: 1.8rem;
    font-weight: 600;
    line-height: 1.2;
    color: ${({ theme }) => theme.skin.heading};
  }
`

/** A coloured change: green when up, red when down. */
export const Change = styled.span<{ $up: boolean }>`
  font-weight: 500;
  color: ${({ theme, $up }) => ($up ? theme.colors.success.text : theme.colors.danger.text)};
`

/** Text centred over a round chart. */
export const RoundChart = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => $height}px;
  min-width: 0;
  > p {
    position: absolute;
    inset: 0;
    margin: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    pointer-events: none;
    text-align: center;
    strong {
      font-size: 1.6rem;
      font-weight: 600;
      color: ${({ theme }) => theme.skin.heading};
    }
    span {
      font-size: 0.85rem;
    }
  }
`

/** A legend list of a round chart: a colour dot, the name and the figures. */
export const Legend = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    padding: 0.45rem 0;
    border-top: 1px solid ${({ theme }) => theme.skin.border};
    &:first-child {
      border-top: 0;
    }
  }
  .name {
    flex: 1;
    min-width: 0;
    color: ${({ theme }) => theme.skin.heading};
  }
  .value {
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
  }
`
export const Dot = styled.span<{ $color: string }>`
  width: 0.7rem;
  height: 0.7rem;
  border-radius: 50%;
  flex: none;
  background: ${({ $color }) => $color};
`

/** Labels of months (January…) in the chosen language, for charts of a year. */
export function monthLabels(locale: string, count: number): string[] {
  const format = new Intl.DateTimeFormat(intlLocaleTag(locale), { month: 'short', timeZone: 'UTC' })
  return Array.from({ length: count }, (_, i) => format.format(Date.UTC(2020, i % 12, 15)))
}

/** A figure kept left to right inside right-to-left text ('+4.1%', '2 days'): the app's languages write numbers LTR. */
export function Num({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>
}
