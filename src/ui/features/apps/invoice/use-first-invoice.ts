import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { INVOICE_LIST_DEFAULTS } from '../../../../domain/apps/invoice'
import { PortError } from '../../../../ports/errors'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'

/**
 * A page opened without an id (`/apps/invoice/preview`, `/apps/invoice/edit`) goes to the first invoice of the
 * list as it opens (newest first), replacing the address. Answers whether there is none, or why it failed.
 */
export function useFirstInvoice(active: boolean, pathOf: (id: number) => string) {
  const [, navigate] = useLocation()
  const [state, setState] = useState<{ none: boolean; error: PortError | null }>({ none: false, error: null })
  useEffect(() => {
    if (!active) return
    let live = true
    resolvePort(PORTS.invoiceApp)
      .listInvoices({ ...INVOICE_LIST_DEFAULTS, q: '', perPage: 1 })
      .then(
        (page) => {
          if (!live) return
          const first = page.items[0]
          if (first) navigate(pathOf(first.id), { replace: true })
          else setState({ none: true, error: null })
        },
        (error: unknown) =>
          live &&
          setState({
            none: false,
            error: error instanceof PortError ? error : new PortError('unknown', String(error)),
          }),
      )
    return () => {
      live = false
    }
    // pathOf is a fixed route per page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, navigate])
  return state
}
