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
 * what appears in it is announced; empty, it takes no room.
 */
export function LiveNotice({ children }: { children?: ReactNode }) {
  return (
    <Box role="status" aria-live="polite">
      {children}
    </Box>
  )
}
