import type { ReactNode } from 'react'
import { Link } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { Card } from '../../components/Card'

const Shell = styled(Card)`
  position: relative;
  width: 100%;
  max-width: 430px;
  margin: 0;
  padding: 2rem 2rem 1.5rem;
  border: ${({ theme }) => theme.cardBorder};
  h1 {
    font-size: 1.45rem;
    margin-bottom: 0.5rem;
  }
  > p {
    margin: 0 0 1.5rem;
  }
  &::before,
  &::after {
    content: '';
    position: absolute;
    z-index: -1;
    width: 244px;
    height: 243px;
    border-radius: 1.5rem;
    background: ${({ theme }) => theme.colors.primary.main}14;
  }
  &::before {
    top: -46px;
    inset-inline-start: -46px;
  }
  &::after {
    bottom: -36px;
    inset-inline-end: -56px;
    width: 180px;
    height: 180px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary.main}0f;
  }
`
const Brand = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.6rem;
  margin-bottom: 1.5rem;
  color: ${({ theme }) => theme.colors.primary.main};
  img {
    width: 34px;
    height: 34px;
  }
  span {
    font-size: 1.75rem;
    font-weight: 600;
  }
`
export const AuthFooter = styled.p`
  text-align: center;
  margin: 1.25rem 0 0;
`
export const AuthError = styled.p`
  color: ${({ theme }) => theme.colors.danger.main};
  background: ${({ theme }) => theme.colors.danger.light};
  padding: 0.6rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
`
export const AuthNotice = styled.p`
  color: ${({ theme }) => theme.colors.success.main};
  background: ${({ theme }) => theme.colors.success.light};
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
`

/** The template's "basic" authentication card: brand, title, subtitle, the form. */
export function AuthCard({
  titleId,
  title,
  subtitle,
  children,
}: {
  titleId: string
  title: string
  subtitle: string
  children: ReactNode
}) {
  const { t } = useTranslation('shell')
  return (
    <Shell aria-labelledby={titleId}>
      <Brand href="/login" aria-label={t('brand')}>
        <img src="/logo.svg" alt="" />
        <span>{t('brand')}</span>
      </Brand>
      <h1 id={titleId}>{title}</h1>
      <p>{subtitle}</p>
      {children}
    </Shell>
  )
}
