import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import FileIcon from 'lucide-react/icons/file'
import { formatDisplayDate } from '../../domain/dates'
import type { SearchItem } from '../../ports/search-port'
import { Button } from '../components/Button'
import { DialogFooter, ModalDialog } from '../kit/primitives/Dialog'

const Facts = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  img,
  svg {
    width: 48px;
    height: 48px;
    flex-shrink: 0;
    border-radius: ${({ theme }) => theme.radius};
  }
  img.avatar {
    border-radius: 50%;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem 0.75rem;
  }
  dt {
    color: ${({ theme }) => theme.skin.muted};
  }
  dd {
    margin: 0;
  }
`

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * The preview of a Files or Contacts result of the global search (issue 28 item 5): what the search data knows of
 * it (a file's author and size; a contact's e-mail address and last contact day), in a dialog. Mixed-direction
 * values (names, addresses, sizes) are isolated, so an RTL page keeps their punctuation in place.
 */
export function SearchPreview({
  result,
  onClose,
}: {
  result: (SearchItem & { kind: 'file' | 'contact' }) | null
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('shell')
  if (!result) return null
  const title = text(result.title)
  const picture = result.kind === 'file' ? text(result.file) : text(result.img)
  const date = text(result.date)
  return (
    <ModalDialog isOpen onOpenChange={(open) => !open && onClose()} title={title}>
      <Facts>
        {picture ? (
          <img src={picture} alt="" className={result.kind === 'contact' ? 'avatar' : undefined} />
        ) : (
          <FileIcon aria-hidden="true" />
        )}
        <dl>
          <dt>{t('searchPreview.kind')}</dt>
          <dd>{t(result.kind === 'file' ? 'searchPreview.file' : 'searchPreview.contact')}</dd>
          {result.kind === 'file' ? (
            <>
              <dt>{t('searchPreview.by')}</dt>
              <dd dir="auto">{text(result.by)}</dd>
              <dt>{t('searchPreview.size')}</dt>
              <dd dir="ltr">{text(result.size)}</dd>
            </>
          ) : (
            <>
              <dt>{t('searchPreview.email')}</dt>
              <dd dir="ltr">
                <a href={`mailto:${text(result.email)}`}>{text(result.email)}</a>
              </dd>
              <dt>{t('searchPreview.date')}</dt>
              <dd>{formatDisplayDate(new Date(date), i18n.language) || date}</dd>
            </>
          )}
        </dl>
      </Facts>
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          {t('searchPreview.close')}
        </Button>
      </DialogFooter>
    </ModalDialog>
  )
}
