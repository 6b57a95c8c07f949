import styled from 'styled-components'

/**
 * A row of a keyboard-driven result list (the navbar search, the command palette): an icon, the text, the active
 * row in the primary colour. Each list adds what its rows carry besides (pictures, dates, subtitles).
 */
export const ResultOption = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.55rem 1rem;
  cursor: pointer;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary.text : theme.skin.text)};
  background: ${({ theme, $active }) => ($active ? theme.skin.hover : 'none')};
  > svg {
    width: 1.1rem;
    height: 1.1rem;
    flex-shrink: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.skin.muted};
  }
`
