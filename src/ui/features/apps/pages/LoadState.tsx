import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { PortError } from '../../../../ports/errors'
import { Button } from '../../../components/Button'
import { Card } from '../../../components/Card'
import { PageSpinner } from '../../../components/PageSpinner'

const Alert = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin: 0;
  padding: 0.8rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.danger.light};
  color: ${({ theme }) => theme.colors.danger.text};
`

/** Why a call failed, in the user's words, with a way to try again. */
export function LoadError({ error, onRetry }: { error: PortError; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert role="alert">
      {t(`common:errors.${error.code}`, { defaultValue: t('common:errors.unknown') })}
      <Button type="button" $variant="outline" $color="danger" onClick={onRetry}>
        {t('common:kit.retry')}
      </Button>
    </Alert>
  )
}

/**
 * What a page shows until its record is there: a spinner while loading, the error with Retry when the call
 * failed (a record already shown stays, with the error above it).
 */
export function LoadState<T>({
  controller,
  children,
}: {
  controller: { record: T | null; loading: boolean; error: PortError | null; reload: () => Promise<void> }
  children: (record: T) => React.ReactNode
}) {
  const { record, loading, error, reload } = controller
  if (error && !record)
    return (
      <Card>
        <LoadError error={error} onRetry={() => void reload()} />
      </Card>
    )
  if (!record) return loading ? <PageSpinner /> : null
  return (
    <>
      {error && <LoadError error={error} onRetry={() => void reload()} />}
      {children(record)}
    </>
  )
}
