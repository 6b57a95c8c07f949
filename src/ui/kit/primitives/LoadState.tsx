import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Link } from 'wouter'
import type { PortError } from '../../../ports/errors'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { PageSpinner } from '../../components/PageSpinner'
import { FailureText } from './FailureText'

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 0 0 1rem;
  padding: 0.8rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.danger.light};
  color: ${({ theme }) => theme.colors.danger.text};
  > span {
    flex: 1 1 12rem;
  }
`

export interface LoadErrorProps {
  /** What failed; its words are shown unless `children` word the failure. */
  error?: PortError
  /** The failure in the screen's own words (a part of the screen that did not load). */
  children?: ReactNode
  onRetry: () => void
  /** Where "Back" goes, for a screen that cannot show anything without what failed to load. */
  backHref?: string
}

/** Why a call failed, in the user's words, with Try again (and a way back when given). */
export function LoadError({ error, children, onRetry, backHref }: LoadErrorProps) {
  const { t } = useTranslation()
  return (
    <Failure role="alert">
      {children ? (
        <span>{children}</span>
      ) : error ? (
        <FailureText error={error} />
      ) : (
        <span>{t('common:errors.unknown')}</span>
      )}
      <Button type="button" $variant="outline" $color="danger" onClick={onRetry}>
        {t('common:kit.retry')}
      </Button>
      {backHref && <Link href={backHref}>{t('common:kit.back')}</Link>}
    </Failure>
  )
}

/** What `LoadState` reads: a load's record, whether it is loading, its error and how to load it again. */
export interface Loaded<T> {
  record: T | null
  loading: boolean
  error: PortError | null
  reload: () => Promise<void> | void
}

/**
 * What a screen shows until its record is there: a spinner while loading, the error with Try again in a card
 * when the call failed (and a way back, when given), and once the record is there, the record, with the error
 * of a later load above it.
 */
export function LoadState<T>({
  controller,
  backHref,
  children,
}: {
  controller: Loaded<T>
  backHref?: string
  children: (record: T) => ReactNode
}) {
  const { record, loading, error, reload } = controller
  const retry = () => void reload()
  if (error && record === null)
    return (
      <Card>
        <LoadError error={error} onRetry={retry} backHref={backHref} />
      </Card>
    )
  if (record === null) return loading ? <PageSpinner /> : null
  return (
    <>
      {error && <LoadError error={error} onRetry={retry} />}
      {children(record)}
    </>
  )
}
