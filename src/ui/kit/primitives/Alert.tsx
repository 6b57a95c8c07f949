import XIcon from 'lucide-react/icons/x'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { ThemeColor } from '../../theme/theme'

export type AlertTone = Exclude<ThemeColor, 'dark'>

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.8rem 1rem;
  margin-bottom: 1rem;
  border-radius: ${({ theme }) => theme.radius};
  border-inline-start: 4px solid ${({ theme, $tone }) => theme.colors[$tone].main};
  background: ${({ theme, $tone }) => theme.colors[$tone].light};
  color: ${({ theme, $tone }) => theme.colors[$tone].text};
  > div {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: block;
    margin-bottom: 0.25rem;
  }
  ul {
    margin: 0.4rem 0 0;
    padding-inline-start: 1.2rem;
  }
  button {
    flex: none;
    display: inline-flex;
    padding: 0.2rem;
    border: 0;
    border-radius: 0.25rem;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid currentColor;
  }
`

export interface AlertProps {
  /** The theme colour: danger for failures, warning for what needs attention, success, info, primary, secondary. */
  tone?: AlertTone
  /** A bold first line. */
  title?: string
  children: ReactNode
  /**
   * How it is announced: `alert` interrupts (something just failed), `status` waits for a pause (something
   * just happened), `none` for a note that is part of the page from the start.
   */
  live?: 'alert' | 'status' | 'none'
  /** Shows a close button with this accessible name; the owner removes the alert in `onDismiss`. */
  dismissLabel?: string
  onDismiss?: () => void
}

/** A message in a theme colour, announced as it says, optionally dismissible. */
export function Alert({
  tone = 'primary',
  title,
  children,
  live = 'none',
  dismissLabel,
  onDismiss,
}: AlertProps) {
  const role = live === 'none' ? undefined : live
  return (
    <Box $tone={tone} role={role} data-tone={tone}>
      <div>
        {title && <strong>{title}</strong>}
        {children}
      </div>
      {onDismiss && dismissLabel && (
        <button type="button" aria-label={dismissLabel} onClick={onDismiss}>
          <XIcon size={16} aria-hidden="true" />
        </button>
      )}
    </Box>
  )
}
