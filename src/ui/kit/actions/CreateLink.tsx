import { Link } from 'wouter'
import styled from 'styled-components'

/**
 * A link drawn as the primary button: a list's New and a record's actions that open another page. A module of its
 * own: the detail view and the section forms use it, and importing it from the list view brought the list kit and
 * its table (32 kB) to every screen with a section form (issue 31's budgets).
 */
export const CreateLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.6rem 1.2rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary.fill};
  color: ${({ theme }) => theme.colors.primary.onFill};
  text-decoration: none;
  font-weight: 500;
  &:hover {
    box-shadow: 0 8px 25px -8px ${({ theme }) => theme.colors.primary.main};
  }
`
