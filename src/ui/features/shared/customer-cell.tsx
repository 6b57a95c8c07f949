import styled from 'styled-components'
import { idOf } from '../../../domain/names'

// A code is one word: it never breaks (a narrow card cell broke "C1181" into "C1" and "181").
const Code = styled.span`
  white-space: nowrap;
`
const Name = styled.span`
  color: ${({ theme }) => theme.skin.muted};
  margin-inline-start: 0.4em;
`

/** A record's customer in a list: the code people quote, and beside it the customer's name when the server sent it. */
export function CustomerCell({ name, displayName }: { name: string; displayName?: string }) {
  return (
    <>
      <Code>{idOf(name)}</Code>
      {displayName ? <Name>{displayName}</Name> : null}
    </>
  )
}

/** The same for the CSV export: `C1001 · Ann Lee`, or the code alone. */
export const customerText = (name: string, displayName?: string) =>
  displayName ? `${idOf(name)} · ${displayName}` : idOf(name)
