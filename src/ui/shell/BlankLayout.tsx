import { lazy, Suspense, type ReactNode } from 'react'
import styled from 'styled-components'

// The switcher's menu (React Aria) loads beside the page's own chunk, so the sign-in screen's entry stays small.
const LanguageSwitcher = lazy(() =>
  import('./LanguageSwitcher').then((m) => ({ default: m.LanguageSwitcher })),
)

const Blank = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1.5rem;
  /* Room above the page for the corner's switcher: a page taller than the screen (a print view on a phone)
     starts under it instead of under its button. */
  padding-top: 4rem;
  position: relative;
`
const Corner = styled.div`
  z-index: 2;
  position: absolute;
  min-height: 2.2rem;
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
        <Suspense fallback={null}>
          <LanguageSwitcher />
        </Suspense>
      </Corner>
      {children}
    </Blank>
  )
}
