import styled from 'styled-components'
import { paymentLineBadge } from '../../domain/invoices'
import { badgeColors } from '../theme/theme'

/** A pill in a theme colour: `$color` as the spec names it, `light-danger`, `success`, ... */
export const Badge = styled.span<{ $color: string }>`
  display: inline-block;
  padding: 0.3rem 0.5rem;
  font-size: 85%;
  font-weight: 600;
  line-height: 1;
  border-radius: 0.358rem;
  white-space: nowrap;
  background: ${({ theme, $color }) => badgeColors(theme, $color).background};
  color: ${({ theme, $color }) => badgeColors(theme, $color).color};
`

/** The badge of an invoice payment-line status (spec §3): pending light-danger, paid light-success, ... */
export function PaymentLineBadge({ status, label }: { status: string; label?: string }) {
  return <Badge $color={paymentLineBadge(status)}>{label ?? status}</Badge>
}
