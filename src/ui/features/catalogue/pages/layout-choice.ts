import styled from 'styled-components'

/** A check box or radio button with its label, as the layout pages show them. */
export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
  cursor: pointer;
  input {
    width: 1.1rem;
    height: 1.1rem;
    accent-color: ${({ theme }) => theme.colors.primary.main};
  }
`
