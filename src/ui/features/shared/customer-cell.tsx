import styled from 'styled-components'
import { idOf } from '../../../domain/names'

// A code is one word: it never breaks (a narrow card cell broke "C1181" into "C1" and "181"). Code and name are
// each isolated (as <bdi>): in a right-to-left layout two Latin runs side by side would join into one left-to-right
// run, the code first on the left and the gap on the name's far side ("C1181Wiegand").
const Code = styled.span`
  white-space: nowrap;
  unicode-bidi: isolate;
`
const Name = styled.span`
  unicode-bidi: isolate;
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
