import type { ReactNode } from 'react'
import styled from 'styled-components'
import { ScrollRegion } from '../primitives/ScrollRegion'

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.55rem 0.5rem;
    border-top: 1px solid ${({ theme }) => theme.skin.border};
    text-align: start;
    vertical-align: middle;
  }
  .money {
    text-align: end;
    white-space: nowrap;
  }
`
/** A table wider than its section scrolls inside its own box (a region the keyboard reaches), never the page. */
const Scroll = styled(ScrollRegion)`
  overflow-x: auto;
  max-width: 100%;
`

/**
 * The lines of a record inside its detail screen (an order's items, services and discounts; a payment's
 * distribution): a plain table named `label`, with `.money` cells aligned to the end, scrolling sideways in its
 * own box when a phone is narrower than its columns.
 */
export function LinesTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroll label={label}>
      <Table aria-label={label}>{children}</Table>
    </Scroll>
  )
}
