import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useSnapshot } from 'valtio'
import type { UserData } from '../../domain/auth'
import { session } from '../app/session'
import { Footer } from './Footer'
import { Navbar } from './Navbar'
import { SideMenu } from './SideMenu'

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`
const Content = styled.div`
  flex: 1;
  min-width: 0;
  padding: 0 2rem;
  max-width: 1440px;
  margin: 0 auto;
`

/** The signed-in layout: side menu, navbar, the page, footer. */
export function VerticalLayout({ children }: { children: ReactNode }) {
  const { userData } = useSnapshot(session) as { userData: UserData | null }
  if (!userData) return <>{children}</>
  return (
    <Frame>
      <SideMenu userData={userData} />
      <Content>
        <Navbar userData={userData} />
        <main>{children}</main>
        <Footer />
      </Content>
    </Frame>
  )
}
