import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { INVOICE_LIST_DEFAULTS } from '../../../../domain/apps/invoice'
import { PORTS } from '../../../../ports/tokens'
import { useLoad } from '../../../kit/use-load'
import { resolvePort } from '../../../runtime/use-port'

/**
 * A page opened without an id (`/apps/invoice/preview`, `/apps/invoice/edit`) goes to the first invoice of the
 * list as it opens (newest first), replacing the address. Answers whether there is none, or why it failed.
 */
export function useFirstInvoice(active: boolean, pathOf: (id: number) => string) {
  const [, navigate] = useLocation()
  // The first invoice's id; null when there is none.
  const { value: firstId, error } = useLoad<number | null | undefined>(
    active
      ? async () => {
          const page = await resolvePort(PORTS.invoiceApp).listInvoices({
            ...INVOICE_LIST_DEFAULTS,
            q: '',
            perPage: 1,
          })
          return page.items[0]?.id ?? null
        }
      : null,
    String(active),
    undefined,
  )
  useEffect(() => {
    if (firstId != null) navigate(pathOf(firstId), { replace: true })
    // pathOf is a fixed route per page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstId, navigate])
  return { none: firstId === null, error }
}
