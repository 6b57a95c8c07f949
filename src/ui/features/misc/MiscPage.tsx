import type { ReactNode } from 'react'
import styled from 'styled-components'

const Page = styled.section`
  text-align: center;
  max-width: 36rem;
  img { width: 64px; height: 64px; margin-bottom: 1.5rem; }
  p { margin-bottom: 1.5rem; }
`

/** The frame of the misc pages: logo, title, text, an action. */
export function MiscPage({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Page aria-labelledby="misc-title">
      <img src="/logo.svg" alt="" />
      <h1 id="misc-title">{title}</h1>
      <p>{children}</p>
      {action}
    </Page>
  )
}
