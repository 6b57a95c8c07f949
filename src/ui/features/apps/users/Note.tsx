import styled from 'styled-components'

/** A muted sentence above a section or dialog of the users app (what a change does, where it is kept). */
export const Note = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.skin.muted};
  font-size: 0.9rem;
`
