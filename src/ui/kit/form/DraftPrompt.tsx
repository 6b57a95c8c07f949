import { useEffect, useId } from 'react'
import type { FieldValues } from 'react-hook-form'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { formatDisplayDateTime } from '../../../domain/dates'
import { Button } from '../../components/Button'
import type { FormController } from './use-form-controller'

const Region = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  padding: 0.8rem 1rem;
  margin-bottom: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.info.light};
  color: ${({ theme }) => theme.colors.info.text};
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`

/**
 * Offers the form's kept draft (issue 25 item 3): a region named "Unsaved draft" whose text (a status,
 * announced when it appears) says when the draft was typed, with Restore and Discard. Shown by `FormView` and
 * `FormDialog`; while it is mounted the form's drafts are kept.
 */
export function DraftPrompt<V extends FieldValues>({ controller }: { controller: FormController<V> }) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const { attach, offer, restore, discard } = controller.draft
  useEffect(() => attach(), [attach])
  if (!offer) return null
  return (
    <Region aria-labelledby={titleId}>
      <p id={titleId} role="status">
        {t('kit.draft.found', { time: formatDisplayDateTime(offer.savedAt, i18n.language) })}
      </p>
      <Button type="button" onClick={restore}>
        {t('kit.draft.restore')}
      </Button>
      <Button type="button" $variant="outline" $color="secondary" onClick={discard}>
        {t('kit.draft.discard')}
      </Button>
    </Region>
  )
}
