import styled from 'styled-components'

export const Card = styled.section`
  background: ${({ theme }) => theme.skin.card};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1.5rem;
  margin-bottom: 2rem;
`
