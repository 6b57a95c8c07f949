import type { ReactNode } from 'react'
import styled from 'styled-components'

const Box = styled.div`
  &:not(:empty) {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
    padding: 0.6rem 0.9rem;
    margin: 0.75rem 0 0;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.info.light};
    color: ${({ theme }) => theme.colors.info.text};
  }
`

/**
 * A polite live region for what changed under the person (another person's save): always in the page, so that
 * what appears in it is announced; empty, it takes no room and is no `status` (a screen's own status, such as a
 * form's totals, stays the only one until there is something to say).
 */
export function LiveNotice({ children }: { children?: ReactNode }) {
  const saying = Boolean(children)
  return (
    <Box role={saying ? 'status' : undefined} aria-live="polite" aria-atomic="true">
      {children}
    </Box>
  )
}
