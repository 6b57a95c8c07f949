import MailIcon from 'lucide-react/icons/mail'
import MailOpenIcon from 'lucide-react/icons/mail-open'
import PaperclipIcon from 'lucide-react/icons/paperclip'
import RefreshCwIcon from 'lucide-react/icons/refresh-cw'
import StarIcon from 'lucide-react/icons/star'
import Trash2Icon from 'lucide-react/icons/trash-2'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { LoadError } from '../../../kit/primitives/LoadState'
import {
  previewText,
  selectionState,
  toggleAll,
  type Email,
  type EmailFolder,
  type EmailLabel,
} from '../../../../domain/apps/email'
import type { PortError } from '../../../../ports/errors'
import { PageSpinner } from '../../../components/PageSpinner'
import { namedColor } from '../../../theme/theme'
import { EmailLabelMenu, EmailMoveMenu } from './EmailBulkActions'
import { LABEL_COLORS } from './email-list-config'
import { IconButton } from '../../../components/IconButton'
import { StarButton, emailTime } from './email-parts'

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem;
  padding: 0.5rem 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  min-height: 3.2rem;
  .selectAll {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin-inline-end: 0.5rem;
  }
  .spacer {
    flex: 1;
  }
`
const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`
const Row = styled.li<{ $unread: boolean; $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  padding: 0.6rem 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  background: ${({ theme, $selected, $unread }) =>
    $selected ? theme.colors.primary.light : $unread ? 'transparent' : theme.skin.body};
  &:hover {
    box-shadow: 0 2px 6px rgba(0, 0, 0, 0.12);
  }
  .open {
    flex: 1;
    min-width: 0;
    display: flex;
    align-items: center;
    gap: 0.75rem;
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.skin.text};
    font: inherit;
    cursor: pointer;
    text-align: start;
  }
  img {
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    flex: none;
  }
  .who {
    flex: none;
    width: 10rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.skin.heading};
    font-weight: ${({ $unread }) => ($unread ? 700 : 500)};
  }
  .text {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .subject {
    color: ${({ theme }) => theme.skin.heading};
    font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
  }
  .meta {
    flex: none;
    display: flex;
    align-items: center;
    gap: 0.4rem;
    font-size: 0.86rem;
  }
  .meta svg {
    width: 1rem;
    height: 1rem;
  }
  @media (max-width: 767px) {
    align-items: flex-start;
    .open {
      flex-wrap: wrap;
      gap: 0.25rem 0.75rem;
    }
    .who {
      width: auto;
      flex: 1;
    }
    .text {
      flex-basis: 100%;
      order: 3;
      white-space: normal;
      display: -webkit-box;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
    }
    img {
      display: none;
    }
  }
`
const Dot = styled.span<{ $color: string }>`
  width: 0.55rem;
  height: 0.55rem;
  border-radius: 50%;
  background: ${({ theme, $color }) => namedColor(theme, $color).main};
`
const Message = styled.p`
  padding: 2rem 1.25rem;
  text-align: center;
`

export interface EmailListProps {
  emails: readonly Email[]
  /** The folder shown (undefined in starred and label views, which span folders). */
  folder: EmailFolder | undefined
  loading: boolean
  error: PortError | null
  selected: ReadonlySet<string>
  onSelect: (selected: ReadonlySet<string>) => void
  language: string
  onReload: () => void
  onOpen: (email: Email) => void
  onStar: (email: Email) => void
  onMove: (ids: number[], folder: EmailFolder) => void
  onToggleLabel: (ids: number[], label: EmailLabel) => void
  onMarkRead: (ids: number[], isRead: boolean) => void
}

/** The emails of a view: select-all and bulk actions above, one row per email (select, star, open). */
export function EmailList(props: EmailListProps) {
  const { emails, folder, selected, onSelect } = props
  const { t } = useTranslation('email')
  const shownIds = emails.map((email) => String(email.id))
  const state = selectionState(shownIds, selected)
  const chosen = emails.filter((email) => selected.has(String(email.id))).map((email) => email.id)
  const allBox = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = state === 'some'
  }, [state])
  const outgoing = folder === 'sent' || folder === 'draft'

  return (
    <>
      <Bar role="toolbar" aria-label={t('bulk.toolbar')}>
        <label className="selectAll">
          <input
            ref={allBox}
            type="checkbox"
            checked={state === 'all'}
            disabled={emails.length === 0}
            onChange={() => onSelect(toggleAll(shownIds, selected))}
          />
          {t('bulk.selectAll')}
        </label>
        {chosen.length > 0 && (
          <>
            <span className="visually-hidden" role="status">
              {t('bulk.selected', { n: chosen.length })}
            </span>
            <EmailMoveMenu
              current={folder}
              label={t('bulk.move')}
              onMove={(to) => props.onMove(chosen, to)}
            />
            <EmailLabelMenu
              label={t('bulk.label')}
              onToggle={(label) => props.onToggleLabel(chosen, label)}
            />
            <IconButton
              type="button"
              aria-label={t('bulk.markRead')}
              onClick={() => props.onMarkRead(chosen, true)}
            >
              <MailOpenIcon aria-hidden />
            </IconButton>
            <IconButton
              type="button"
              aria-label={t('bulk.markUnread')}
              onClick={() => props.onMarkRead(chosen, false)}
            >
              <MailIcon aria-hidden />
            </IconButton>
            {folder !== 'trash' && (
              <IconButton
                type="button"
                aria-label={t('bulk.delete')}
                onClick={() => props.onMove(chosen, 'trash')}
              >
                <Trash2Icon aria-hidden />
              </IconButton>
            )}
          </>
        )}
        <span className="spacer" />
        <IconButton type="button" aria-label={t('refresh')} onClick={props.onReload}>
          <RefreshCwIcon aria-hidden />
        </IconButton>
      </Bar>
      {props.loading && emails.length === 0 ? (
        <PageSpinner />
      ) : props.error ? (
        <LoadError error={props.error} onRetry={props.onReload} />
      ) : emails.length === 0 ? (
        <Message>{t('empty')}</Message>
      ) : (
        <Rows aria-label={t('listLabel')} aria-busy={props.loading}>
          {emails.map((email) => {
            const id = String(email.id)
            const who = outgoing
              ? t('toWhom', { names: email.to.map((person) => person.name).join(', ') })
              : email.from.name
            const subject = email.subject || t('noSubject')
            return (
              <Row key={email.id} $unread={!email.isRead} $selected={selected.has(id)}>
                <input
                  type="checkbox"
                  aria-label={t('row.select', { subject })}
                  checked={selected.has(id)}
                  onChange={() => {
                    const next = new Set(selected)
                    if (next.has(id)) next.delete(id)
                    else next.add(id)
                    onSelect(next)
                  }}
                />
                <StarButton
                  type="button"
                  $on={email.isStarred}
                  aria-pressed={email.isStarred}
                  aria-label={t('row.star', { subject })}
                  onClick={() => props.onStar(email)}
                >
                  <StarIcon aria-hidden />
                </StarButton>
                <button type="button" className="open" onClick={() => props.onOpen(email)}>
                  {/* The name is read from the content: the shown subject and sender, without the preview. */}
                  <span className="visually-hidden">
                    {`${email.isRead ? '' : t('row.unread')}${
                      outgoing
                        ? t('row.openTo', {
                            subject,
                            names: email.to.map((person) => person.name).join(', '),
                          })
                        : t('row.open', { subject, name: email.from.name })
                    }`}
                  </span>
                  {email.from.avatar && <img src={email.from.avatar} alt="" />}
                  <span className="who" dir="auto" aria-hidden="true">
                    {who}
                  </span>
                  <span className="text" dir="auto" aria-hidden="true">
                    <span className="subject">{subject}</span> – {previewText(email.message)}
                  </span>
                  <span className="meta" aria-hidden="true">
                    {email.labels.map((label) => (
                      <Dot key={label} $color={LABEL_COLORS[label]} title={t(`labels.${label}`)} />
                    ))}
                    {email.attachments.length > 0 && <PaperclipIcon aria-hidden />}
                    <time dateTime={email.time} dir="ltr">
                      {emailTime(email.time, props.language)}
                    </time>
                  </span>
                </button>
              </Row>
            )
          })}
        </Rows>
      )}
    </>
  )
}
