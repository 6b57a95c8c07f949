import styled from 'styled-components'
import { Card } from '../../../components/Card'

/** The search banner on top of the FAQ and knowledge-base pages. */
export const Hero = styled(Card)`
  text-align: center;
  padding: 2.5rem 1.5rem;
  background: ${({ theme }) => theme.colors.primary.light};
  h1 {
    margin: 0 0 0.5rem;
    font-size: 1.6rem;
    color: ${({ theme }) => theme.colors.primary.text};
  }
  p {
    margin: 0 0 1.25rem;
    /* The body text colour on the primary tint is 4.24:1 in the light skin; the heading colour passes. */
    color: ${({ theme }) => theme.skin.heading};
  }
  [role='search'] {
    max-width: 36rem;
    margin: 0 auto;
  }
  input {
    width: 100%;
  }
`
export const Empty = styled(Card)`
  text-align: center;
`
export const Crumbs = styled.nav`
  margin-bottom: 1rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li::before {
    content: '/';
    margin-inline-end: 0.4rem;
    color: ${({ theme }) => theme.skin.muted};
  }
  a {
    color: ${({ theme }) => theme.colors.primary.text};
    text-decoration: none;
  }
`
export const Avatar = styled.img<{ $size?: number }>`
  width: ${({ $size = 2.4 }) => $size}rem;
  height: ${({ $size = 2.4 }) => $size}rem;
  border-radius: 50%;
  object-fit: cover;
  flex: none;
`
export const SmallCard = styled(Card)`
  padding: 1.25rem;
  margin-bottom: 1.5rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
