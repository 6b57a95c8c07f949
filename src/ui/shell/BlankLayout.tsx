import type { ReactNode } from 'react'
import styled from 'styled-components'
import { LanguageSwitcher } from './LanguageSwitcher'

const Blank = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1.5rem;
  position: relative;
`
const Corner = styled.div`
  position: absolute;
  top: 1rem;
  inset-inline-end: 1.5rem;
  @media print {
    display: none;
  }
`

/** Full-page layout without menu or navbar: sign-in, misc pages, print views. A language switcher sits in the corner. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <Blank>
      <Corner>
        <LanguageSwitcher />
      </Corner>
      {children}
    </Blank>
  )
}
