import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'

const Page = styled.section`
  text-align: center;
  max-width: 38rem;
  h1 {
    font-size: 1.75rem;
    margin-bottom: 0.75rem;
  }
  p {
    margin: 0 0 1.75rem;
    font-size: 1rem;
  }
`
const Brand = styled.div`
  position: absolute;
  top: 1.25rem;
  inset-inline-start: 1.75rem;
  display: flex;
  align-items: center;
  gap: 0.6rem;
  color: ${({ theme }) => theme.colors.primary.text};
  font-size: 1.5rem;
  font-weight: 600;
  img {
    width: 32px;
    height: 32px;
  }
`
const Illustration = styled.div`
  width: 9rem;
  height: 9rem;
  margin: 2rem auto 0;
  border-radius: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.primary.light};
  img {
    width: 64px;
    height: 64px;
  }
`

/** The frame of the misc pages: brand, title, text, an action, the logo as illustration. */
export function MiscPage({
  title,
  children,
  action,
}: {
  title: string
  children: ReactNode
  action?: ReactNode
}) {
  const { t } = useTranslation('shell')
  return (
    <>
      <Brand>
        <img src="/logo.svg" alt="" />
        <span>{t('brand')}</span>
      </Brand>
      <Page aria-labelledby="misc-title">
        <h1 id="misc-title">{title}</h1>
        <p>{children}</p>
        {action}
        <Illustration aria-hidden="true">
          <img src="/logo.svg" alt="" />
        </Illustration>
      </Page>
    </>
  )
}
