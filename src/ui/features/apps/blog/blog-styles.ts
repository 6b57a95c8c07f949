import styled from 'styled-components'
import { Card } from '../../../components/Card'

/** The blog's two columns: the posts and the sidebar (below the posts on narrow screens). */
export const BlogLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 18rem;
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
export const Avatar = styled.img`
  width: 2.2rem;
  height: 2.2rem;
  border-radius: 50%;
  flex: none;
  object-fit: cover;
`
export const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.skin.text};
  .muted {
    color: ${({ theme }) => theme.skin.muted};
  }
`
export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    text-decoration: none;
  }
`
export const PanelCard = styled(Card)`
  padding: 1.25rem;
  margin-bottom: 1.5rem;
  h2 {
    font-size: 1.05rem;
    margin: 0 0 0.9rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
export const Notice = styled.p`
  margin: 0 0 1rem;
  padding: 0.6rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.info.light};
  color: ${({ theme }) => theme.skin.heading};
  font-size: 0.9rem;
`
