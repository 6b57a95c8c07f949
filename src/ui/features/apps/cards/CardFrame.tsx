import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { Card } from '../../../components/Card'
import { PageSpinner } from '../../../components/PageSpinner'
import { controlBox } from '../../../kit/primitives/surfaces'
import type { CardData } from './use-card-data'

export type CardSpan = 'quarter' | 'third' | 'half' | 'twoThirds' | 'full'
const SPANS: Record<CardSpan, [number, number]> = {
  quarter: [3, 1],
  third: [4, 1],
  half: [6, 1],
  twoThirds: [8, 2],
  full: [12, 2],
}

/** The cards' grid: 12 columns on a wide screen, 2 on a tablet, 1 on a phone. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: 1.5rem;
  align-items: stretch;
  @media (max-width: 1199px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 575px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const Frame = styled(Card)<{ $span: CardSpan }>`
  grid-column: span ${({ $span }) => SPANS[$span][0]};
  margin: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  @media (max-width: 1199px) {
    grid-column: span ${({ $span }) => SPANS[$span][1]};
  }
  @media (max-width: 575px) {
    grid-column: span 1;
  }
`
const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: 1.15rem;
    font-weight: 500;
    color: ${({ theme }) => theme.skin.heading};
  }
  select {
    ${controlBox};
    padding: 0.3rem 0.6rem;
    font-size: 0.85rem;
  }
`
const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: 0;
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`
const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.8rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.danger.light};
  color: ${({ theme }) => theme.colors.danger.text};
  p {
    margin: 0;
  }
`

export interface CardChoices {
  /** The choice's accessible name ('Period', 'Year'). */
  label: string
  options: readonly string[]
  /** How an option reads ('Last 28 Days' → 'Последние 28 дней'). */
  optionLabel?: (option: string) => string
}

interface CardFrameProps<T> {
  title: string
  span?: CardSpan
  state: CardData<T>
  /** A period or year choice in the card's header; its options come from the card's data once loaded. */
  choices?: (data: T) => CardChoices | undefined
  children: (data: T) => ReactNode
}

/**
 * The frame every dashboard card shares: a titled region with an optional period or year choice, a spinner
 * while the first answer loads, the error with a retry, and the card's content once there is data.
 */
export function CardFrame<T>({ title, span = 'third', state, choices, children }: CardFrameProps<T>) {
  const { t } = useTranslation('dashboards')
  const headingId = useId()
  const choice = state.data !== undefined ? choices?.(state.data) : undefined
  return (
    <Frame $span={span} aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        {choice && choice.options.length > 0 && (
          <select
            aria-label={`${choice.label}: ${title}`}
            value={state.choice ?? choice.options[0]}
            onChange={(event) => state.choose(event.target.value)}
          >
            {choice.options.map((option) => (
              <option key={option} value={option}>
                {choice.optionLabel?.(option) ?? option}
              </option>
            ))}
          </select>
        )}
      </Head>
      {state.error ? (
        <Failure role="alert">
          <p>
            {t('loadFailed', { title })}{' '}
            {t(`common:errors.${state.error.code}`, { defaultValue: t('common:errors.unknown') })}
          </p>
          <Button type="button" $variant="outline" $color="danger" onClick={state.retry}>
            {t('common:kit.retry')}
          </Button>
        </Failure>
      ) : state.data === undefined ? (
        <PageSpinner />
      ) : (
        <Body aria-busy={state.loading}>{children(state.data)}</Body>
      )}
    </Frame>
  )
}
