import ArrowLeftIcon from 'lucide-react/icons/arrow-left'
import ChevronLeftIcon from 'lucide-react/icons/chevron-left'
import ChevronRightIcon from 'lucide-react/icons/chevron-right'
import FilePenIcon from 'lucide-react/icons/file-pen'
import MailIcon from 'lucide-react/icons/mail'
import PaperclipIcon from 'lucide-react/icons/paperclip'
import ReplyIcon from 'lucide-react/icons/reply'
import StarIcon from 'lucide-react/icons/star'
import Trash2Icon from 'lucide-react/icons/trash-2'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { LoadError } from '../../../kit/primitives/LoadState'
import {
  emailThread,
  type Email,
  type EmailDetail,
  type EmailFolder,
  type EmailLabel,
} from '../../../../domain/apps/email'
import type { PortError } from '../../../../ports/errors'
import { Badge } from '../../../components/Badge'
import { Button } from '../../../components/Button'
import { PageSpinner } from '../../../components/PageSpinner'
import { SafeHtml } from '../../../kit/primitives/SafeHtml'
import { EmailLabelMenu, EmailMoveMenu } from './EmailBulkActions'
import { LABEL_COLORS } from './email-list-config'
import { IconButton } from '../../../components/IconButton'
import { StarButton, emailDateTime } from './email-parts'

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  h2 {
    flex: 1;
    min-width: 10rem;
    margin: 0;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.skin.heading};
    overflow-wrap: anywhere;
  }
  .labels {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
  }
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem;
  padding: 0.5rem 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  .spacer {
    flex: 1;
  }
`
const Thread = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.skin.body};
  flex: 1;
`
const Message = styled.article`
  background: ${({ theme }) => theme.skin.card};
  border: 1px solid ${({ theme }) => theme.skin.border};
  border-radius: ${({ theme }) => theme.radius};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.75rem;
    padding: 0.9rem 1.25rem;
    border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  }
  header img,
  .initials {
    width: 2.4rem;
    height: 2.4rem;
    border-radius: 50%;
    flex: none;
  }
  .initials {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    background: ${({ theme }) => theme.colors.primary.light};
    color: ${({ theme }) => theme.colors.primary.text};
    font-weight: 600;
  }
  .who {
    flex: 1;
    min-width: 12rem;
    overflow-wrap: anywhere;
  }
  .who strong {
    color: ${({ theme }) => theme.skin.heading};
  }
  .who small {
    display: block;
    color: ${({ theme }) => theme.skin.muted};
  }
  .body {
    padding: 1rem 1.25rem;
    overflow-wrap: anywhere;
    overflow-x: auto;
  }
  .body img {
    max-width: 100%;
  }
  .files {
    padding: 0 1.25rem 1rem;
  }
  .files h4 {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    margin: 0 0 0.5rem;
    font-size: 0.9rem;
  }
  .files ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
  .files a {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    color: ${({ theme }) => theme.colors.primary.text};
  }
  .files img {
    width: 1.75rem;
    height: 1.75rem;
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
`

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')

function ThreadMessage({ email, language }: { email: Email; language: string }) {
  const { t } = useTranslation('email')
  return (
    <Message aria-label={t('view.messageFrom', { name: email.from.name })}>
      <header>
        {email.from.avatar ? (
          <img src={email.from.avatar} alt="" />
        ) : (
          <span className="initials" aria-hidden>
            {initials(email.from.name)}
          </span>
        )}
        <div className="who">
          <strong>{email.from.name}</strong> <span dir="ltr">&lt;{email.from.email}&gt;</span>
          <small>{t('view.to', { names: email.to.map((p) => `${p.name} <${p.email}>`).join(', ') })}</small>
          {email.cc.length > 0 && <small>{t('view.cc', { names: email.cc.join(', ') })}</small>}
          {email.bcc.length > 0 && <small>{t('view.bcc', { names: email.bcc.join(', ') })}</small>}
        </div>
        <time dateTime={email.time} dir="ltr">
          {emailDateTime(email.time, language)}
        </time>
      </header>
      <SafeHtml className="body" dir="auto" html={email.message} />
      {email.attachments.length > 0 && (
        <section className="files" aria-label={t('view.attachments')}>
          <h4>
            <PaperclipIcon aria-hidden />
            {t('view.attachmentCount', { n: email.attachments.length })}
          </h4>
          <ul>
            {email.attachments.map((file) => (
              <li key={file.fileName}>
                <a href={file.url} download={file.fileName}>
                  <img src={file.thumbnail} alt="" />
                  {file.fileName}
                  <small>({file.size})</small>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Message>
  )
}

export interface EmailMessageViewProps {
  email: EmailDetail | null
  loading: boolean
  error: PortError | null
  language: string
  onRetry: () => void
  onBack: () => void
  onPaginate: (dir: 'previous' | 'next') => void
  onStar: (email: Email) => void
  onMove: (email: Email, folder: EmailFolder) => void
  onToggleLabel: (email: Email, label: EmailLabel) => void
  onMarkUnread: (email: Email) => void
  onEditDraft: (email: Email) => void
  onReply: (email: Email) => void
}

/** One email with its thread: previous / next in its folder, star, labels, move, delete, reply or edit a draft. */
export function EmailMessageView(props: EmailMessageViewProps) {
  const { email, language } = props
  const { t } = useTranslation('email')
  const back = (
    <IconButton type="button" aria-label={t('view.back')} onClick={props.onBack}>
      <ArrowLeftIcon aria-hidden className="flip" />
    </IconButton>
  )
  if (!email)
    return (
      <>
        <Head>{back}</Head>
        {props.error ? <LoadError error={props.error} onRetry={props.onRetry} /> : <PageSpinner />}
      </>
    )
  const subject = email.subject || t('noSubject')
  return (
    <>
      <Head>
        {back}
        <h2>{subject}</h2>
        <div className="labels">
          {email.labels.map((label) => (
            <Badge key={label} $color={`light-${LABEL_COLORS[label]}`}>
              {t(`labels.${label}`)}
            </Badge>
          ))}
        </div>
        <IconButton
          type="button"
          aria-label={t('view.previous')}
          disabled={!email.hasPreviousMail || props.loading}
          onClick={() => props.onPaginate('previous')}
        >
          <ChevronLeftIcon aria-hidden className="flip" />
        </IconButton>
        <IconButton
          type="button"
          aria-label={t('view.next')}
          disabled={!email.hasNextMail || props.loading}
          onClick={() => props.onPaginate('next')}
        >
          <ChevronRightIcon aria-hidden className="flip" />
        </IconButton>
      </Head>
      <Actions role="toolbar" aria-label={t('view.actions')}>
        <StarButton
          type="button"
          $on={email.isStarred}
          aria-pressed={email.isStarred}
          aria-label={t('view.star')}
          onClick={() => props.onStar(email)}
        >
          <StarIcon aria-hidden />
        </StarButton>
        <EmailMoveMenu
          current={email.folder}
          label={t('view.move')}
          onMove={(folder) => props.onMove(email, folder)}
        />
        <EmailLabelMenu
          label={t('view.label')}
          on={email.labels}
          onToggle={(label) => props.onToggleLabel(email, label)}
        />
        <IconButton type="button" aria-label={t('view.markUnread')} onClick={() => props.onMarkUnread(email)}>
          <MailIcon aria-hidden />
        </IconButton>
        {email.folder !== 'trash' && (
          <IconButton
            type="button"
            aria-label={t('view.delete')}
            onClick={() => props.onMove(email, 'trash')}
          >
            <Trash2Icon aria-hidden />
          </IconButton>
        )}
        <span className="spacer" />
        {email.folder === 'draft' ? (
          <Button type="button" onClick={() => props.onEditDraft(email)}>
            <FilePenIcon aria-hidden />
            {t('view.editDraft')}
          </Button>
        ) : (
          <Button type="button" $variant="outline" onClick={() => props.onReply(email)}>
            <ReplyIcon aria-hidden className="flip" />
            {t('view.reply')}
          </Button>
        )}
      </Actions>
      <Thread aria-busy={props.loading}>
        {emailThread(email).map((message) => (
          <ThreadMessage key={message.id} email={message} language={language} />
        ))}
      </Thread>
    </>
  )
}
