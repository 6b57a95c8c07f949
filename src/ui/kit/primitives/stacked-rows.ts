import { css } from 'styled-components'
import type { AppTheme } from '../../theme/theme'

/**
 * A table's body as stacked cards, for use inside a narrow container query: each row a card, each cell a line
 * with its column's name (`data-label`) before the value, values to the end. Lists (`DataTable`) and read-only
 * lines (`LinesTable`) use it on a phone, where a table's last columns (the amounts) fell out of view.
 */
export const stackedBody = css`
  tbody,
  tbody tr,
  tbody td {
    display: block;
  }
  tbody tr {
    border-top: 1px solid ${({ theme }: { theme: AppTheme }) => theme.skin.border};
    padding: 0.5rem 0;
  }
  tbody td {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 1rem;
    border: 0;
    padding: 0.2rem 0.75rem;
    text-align: end;
    overflow-wrap: anywhere;
  }
  tbody td[data-label]::before {
    content: attr(data-label);
    flex: none;
    /* A name breaks between its words only: one long word (Armenian's, in capitals) had its last letters cut to
       a line of their own at 45 %. */
    max-width: 60%;
    overflow-wrap: break-word;
    text-align: start;
    font-size: 0.786rem;
    text-transform: uppercase;
    letter-spacing: 0.3px;
    color: ${({ theme }: { theme: AppTheme }) => theme.skin.muted};
  }
  tbody td a {
    white-space: normal;
  }
`
