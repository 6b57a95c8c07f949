import { Trans } from 'react-i18next'
import styled from 'styled-components'
import { activitySteps, type ActivityStep, type RecordActivity } from '../../../domain/activity'
import { useFormatters } from '../../i18n/format'

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.2rem 0.6rem;
  margin: 0.6rem 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.skin.muted};
  time {
    white-space: nowrap;
  }
`
const Separator = styled.span`
  &::before {
    content: '·';
  }
`

/** `created` or `changed`, with who and when as far as they are known. */
function Step({ kind, step }: { kind: 'created' | 'changed'; step: ActivityStep }) {
  const format = useFormatters()
  const which = step.by && step.at ? 'ByAt' : step.by ? 'By' : 'At'
  return (
    <span>
      <Trans
        i18nKey={`common:kit.activity.${kind}${which}`}
        values={{ by: step.by, date: format.dateTime(step.at) }}
        components={{ when: step.at ? <time dateTime={step.at.toISOString()} /> : <span /> }}
      />
    </span>
  )
}

/**
 * Who created a record and who last changed it, and when ("Created by admin on 24-Nov-26 10:31 · Last changed
 * by c1001 on …"), in the detail header. A part the record does not know (older data) is left out; nothing
 * known, nothing shown.
 */
export function RecordActivityLine({ activity }: { activity: Partial<RecordActivity> }) {
  const { created, changed } = activitySteps(activity)
  if (!created && !changed) return null
  return (
    <Line>
      {created && <Step kind="created" step={created} />}
      {created && changed && <Separator aria-hidden="true" />}
      {changed && <Step kind="changed" step={changed} />}
    </Line>
  )
}
