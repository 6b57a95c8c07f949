import { useTranslation } from 'react-i18next'
import { useDistributePaid } from './distribute-paid'
import type { ReferenceType } from './reference-types'

/**
 * A payment type's distribute-paid setting (kept on this machine, spec §3), changed here for the type and read by
 * the payment form when that type is chosen.
 */
export function DistributePaidToggle({ type }: { type: ReferenceType }) {
  const { t } = useTranslation('references')
  const [on, set] = useDistributePaid(type.name)
  return (
    <input
      type="checkbox"
      checked={on}
      aria-label={t('distributePaidOf', { type: type.displayName })}
      onChange={(event) => set(event.target.checked)}
    />
  )
}
