import TrashIcon from 'lucide-react/icons/trash-2'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { Document } from '../../../domain/documents'
import { Button } from '../../components/Button'

const Files = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    padding: 0.4rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.skin.border};
    overflow-wrap: anywhere;
  }
`

type Listed = Pick<Document, 'name' | 'displayName' | 'url'>

/**
 * Stored documents as links that open them (in a new tab), each with an optional delete button named after the
 * document; the owner asks and deletes (`useConfirmedAction`).
 */
export function DocumentList<D extends Listed>({
  label,
  documents,
  detail,
  deleteLabel,
  onDelete,
}: {
  /** The list's accessible name. */
  label: string
  documents: readonly D[]
  /** Beside the link (the size). */
  detail?: (document: D) => ReactNode
  /** The delete button's name for a document (`Delete receipt.pdf`); without it, no delete buttons. */
  deleteLabel?: (document: D) => string
  onDelete?: (document: D) => void
}) {
  return (
    <Files aria-label={label}>
      {documents.map((document) => (
        <li key={document.name}>
          <span>
            <a href={document.url} target="_blank" rel="noreferrer">
              {document.displayName || document.name}
            </a>
            {detail && <> · {detail(document)}</>}
          </span>
          {deleteLabel && onDelete && (
            <Button
              type="button"
              $variant="flat"
              $color="danger"
              aria-label={deleteLabel(document)}
              onClick={() => onDelete(document)}
            >
              <TrashIcon size={16} aria-hidden="true" />
            </Button>
          )}
        </li>
      ))}
    </Files>
  )
}
