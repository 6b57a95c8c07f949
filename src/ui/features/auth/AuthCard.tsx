import { createContext, useContext, type ReactNode } from 'react'
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
  color: ${({ theme }) => theme.colors.primary.text};
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
  /* A link inside a sentence is told from the text by more than its colour (WCAG 1.4.1). */
  a {
    text-decoration: underline;
    text-underline-offset: 2px;
    /* A link alone on its line is a 24 px target (WCAG 2.5.8). */
    display: inline-block;
    line-height: 24px;
  }
`
export const AuthError = styled.p`
  color: ${({ theme }) => theme.colors.danger.text};
  background: ${({ theme }) => theme.colors.danger.light};
  padding: 0.6rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  /* A link inside the message (where to get a new reset link) is told apart by its underline, not its colour. */
  a {
    color: inherit;
    text-decoration: underline;
    font-weight: 600;
  }
`
export const AuthNotice = styled.p`
  color: ${({ theme }) => theme.colors.success.text};
  background: ${({ theme }) => theme.colors.success.light};
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
`

/**
 * How the authentication pages frame their card: `basic`, the card alone in the middle (the app's own sign-in
 * pages), or `cover`, the card beside an illustration panel (the template's `/pages/*-cover` variants).
 */
export type AuthVariant = 'basic' | 'cover'
export const AuthVariantContext = createContext<AuthVariant>('basic')

const Cover = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
  background: ${({ theme }) => theme.skin.body};
  overflow: auto;
  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const CoverArt = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 3rem;
  background: ${({ theme }) => theme.colors.primary.main}14;
  color: ${({ theme }) => theme.colors.primary.main};
  svg {
    width: min(32rem, 90%);
    height: auto;
  }
  @media (max-width: 991px) {
    display: none;
  }
`
const CoverPanel = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 4rem 1.5rem 1.5rem;
  background: ${({ theme }) => theme.skin.card};
  > section {
    box-shadow: none;
    border: 0;
    &::before,
    &::after {
      display: none;
    }
  }
`

/** The cover variant's illustration: a container ship under a crane, drawn in the theme's primary colour. */
function CoverIllustration() {
  return (
    <svg viewBox="0 0 400 300" role="presentation" aria-hidden="true" focusable="false">
      <g fill="currentColor">
        <rect x="40" y="250" width="320" height="6" rx="3" opacity="0.25" />
        <path d="M60 200h280l-30 45H90z" opacity="0.9" />
        <rect x="95" y="160" width="50" height="38" rx="3" opacity="0.55" />
        <rect x="150" y="160" width="50" height="38" rx="3" opacity="0.75" />
        <rect x="205" y="160" width="50" height="38" rx="3" opacity="0.55" />
        <rect x="122" y="120" width="50" height="38" rx="3" opacity="0.75" />
        <rect x="177" y="120" width="50" height="38" rx="3" opacity="0.4" />
        <rect x="290" y="40" width="10" height="160" opacity="0.6" />
        <rect x="200" y="40" width="130" height="8" opacity="0.6" />
        <rect x="232" y="48" width="2" height="60" opacity="0.6" />
        <rect x="215" y="108" width="36" height="10" rx="2" opacity="0.8" />
        <circle cx="80" cy="70" r="22" opacity="0.2" />
      </g>
    </svg>
  )
}

/** The template's authentication card: brand, title, subtitle, the form; framed by the page's variant. */
export function AuthCard(props: { titleId: string; title: string; subtitle: string; children: ReactNode }) {
  const variant = useContext(AuthVariantContext)
  if (variant === 'basic') return <BasicAuthCard {...props} />
  return (
    <Cover>
      <CoverArt>
        <CoverIllustration />
      </CoverArt>
      <CoverPanel>
        <BasicAuthCard {...props} />
      </CoverPanel>
    </Cover>
  )
}

function BasicAuthCard({
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
