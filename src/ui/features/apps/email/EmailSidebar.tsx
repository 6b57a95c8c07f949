import FilePenIcon from 'lucide-react/icons/file-pen'
import InboxIcon from 'lucide-react/icons/inbox'
import PencilIcon from 'lucide-react/icons/pencil'
import OctagonAlertIcon from 'lucide-react/icons/octagon-alert'
import SendIcon from 'lucide-react/icons/send'
import StarIcon from 'lucide-react/icons/star'
import Trash2Icon from 'lucide-react/icons/trash-2'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { AppSidebar, AppSidebarAction } from '../../../kit/primitives/AppSidebar'
import {
  EMAIL_LABELS,
  EMAIL_MAILBOXES,
  type EmailLabel,
  type EmailMailbox,
  type EmailsMeta,
} from '../../../../domain/apps/email'
import { badgeColors, namedColor } from '../../../theme/theme'
import { LABEL_COLORS } from './email-list-config'

const Count = styled.span<{ $color: string }>`
  padding: 0.15rem 0.5rem;
  border-radius: 1rem;
  font-size: 0.8rem;
  font-weight: 600;
  background: ${({ theme, $color }) => badgeColors(theme, `light-${$color}`).background};
  color: ${({ theme, $color }) => badgeColors(theme, `light-${$color}`).color};
`
const Dot = styled.span<{ $color: string }>`
  width: 0.6rem;
  height: 0.6rem;
  border-radius: 50%;
  background: ${({ theme, $color }) => namedColor(theme, $color).main};
`

const MAILBOX_ICONS: Record<EmailMailbox, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  inbox: InboxIcon,
  sent: SendIcon,
  draft: FilePenIcon,
  starred: StarIcon,
  spam: OctagonAlertIcon,
  trash: Trash2Icon,
}

export interface EmailSidebarProps {
  id: string
  open: boolean
  /** The current mailbox, undefined in a label view. */
  mailbox: EmailMailbox | undefined
  label: EmailLabel | undefined
  meta: Partial<EmailsMeta>
  onMailbox: (mailbox: EmailMailbox) => void
  onLabel: (label: EmailLabel) => void
  /** Opens the compose dialog for a new email. */
  onCompose: () => void
  /** Escape inside the sidebar (it closes the narrow-screen sidebar). */
  onEscape: () => void
}

/** Compose (a new email), the six mailboxes (unread counts on inbox and spam) and the four labels. */
export function EmailSidebar(props: EmailSidebarProps) {
  const { id, open, mailbox, label, meta, onMailbox, onLabel, onCompose, onEscape } = props
  const { t } = useTranslation('email')
  return (
    <AppSidebar
      id={id}
      $open={open}
      aria-label={t('sidebar')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) onEscape()
      }}
    >
      <AppSidebarAction type="button" onClick={onCompose}>
        <PencilIcon aria-hidden />
        {t('compose.new')}
      </AppSidebarAction>
      <ul aria-label={t('mailboxesHeading')}>
        {EMAIL_MAILBOXES.map((name) => {
          const Icon = MAILBOX_ICONS[name]
          const unread = name === 'inbox' || name === 'spam' ? (meta[name] ?? 0) : 0
          return (
            <li key={name}>
              <button type="button" aria-current={mailbox === name} onClick={() => onMailbox(name)}>
                <Icon aria-hidden />
                {unread > 0 ? (
                  // The name is read from the content ("Inbox, 9 unread"): the shown name and count are in it.
                  <>
                    <span className="visually-hidden">
                      {t('mailboxUnread', { name: t(`mailboxes.${name}`), n: unread })}
                    </span>
                    <span className="name" aria-hidden="true">
                      {t(`mailboxes.${name}`)}
                    </span>
                    <Count $color={name === 'inbox' ? 'primary' : 'warning'} aria-hidden="true">
                      {unread}
                    </Count>
                  </>
                ) : (
                  <span className="name">{t(`mailboxes.${name}`)}</span>
                )}
              </button>
            </li>
          )
        })}
      </ul>
      <h2 id={`${id}-labels`}>{t('labelsHeading')}</h2>
      <ul aria-labelledby={`${id}-labels`}>
        {EMAIL_LABELS.map((name) => (
          <li key={name}>
            <button type="button" aria-current={label === name} onClick={() => onLabel(name)}>
              <Dot $color={LABEL_COLORS[name]} aria-hidden />
              <span className="name">{t(`labels.${name}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </AppSidebar>
  )
}
