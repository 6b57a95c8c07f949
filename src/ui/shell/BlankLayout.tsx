import type { ReactNode } from 'react'
import styled from 'styled-components'

const Blank = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1.5rem;
`

/** Full-page layout without menu or navbar: sign-in, misc pages, print views. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return <Blank>{children}</Blank>
}
