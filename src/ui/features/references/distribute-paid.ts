import { useCallback, useState } from 'react'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'

/** The local-settings key of a payment type's distribute-paid choice (kept on this machine, spec §3). */
export const distributePaidKey = (paymentTypeName: string) => `distributePaid:${paymentTypeName}`

/** Whether payments of this type fill their distribution by themselves, and a way to change it. */
export function useDistributePaid(paymentTypeName: string): [boolean, (on: boolean) => void] {
  const settings = resolvePort(PORTS.localSettings)
  const [, rerender] = useState(0)
  const on = paymentTypeName ? settings.read(distributePaidKey(paymentTypeName)) === true : false
  const set = useCallback(
    (next: boolean) => {
      if (!paymentTypeName) return
      settings.write(distributePaidKey(paymentTypeName), next)
      rerender((n) => n + 1)
    },
    [settings, paymentTypeName],
  )
  return [on, set]
}
