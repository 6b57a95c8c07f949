import InfoIcon from 'lucide-react/icons/info'
import MenuIcon from 'lucide-react/icons/menu'
import SendIcon from 'lucide-react/icons/send'
import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { LoadError } from '../../../kit/primitives/LoadState'
import { IconButton } from '../../../components/IconButton'
import { groupMessages, type ChatContact, type ChatProfile } from '../../../../domain/apps/chat'
import type { PortError } from '../../../../ports/errors'
import { Button } from '../../../components/Button'
import { PageSpinner } from '../../../components/PageSpinner'
import { controlBox } from '../../../kit/primitives/surfaces'
import { ChatAvatar } from './ChatAvatar'
import { useChatTimes } from './use-chat-times'
import type { OpenChat } from './use-chat'

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1.25rem;
  min-height: 4.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  h2 {
    margin: 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  .who {
    flex: 1;
    min-width: 0;
  }
  .role {
    font-size: 0.86rem;
  }
`
export const ListToggle = styled(IconButton).attrs({ $round: true })`
  @media (min-width: 768px) {
    display: none;
  }
`
const Log = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 1rem 1.25rem;
  background: ${({ theme }) => theme.skin.body};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: -2px;
  }
  h3 {
    margin: 0.5rem 0 1rem;
    text-align: center;
    font-size: 0.8rem;
    font-weight: 500;
    color: ${({ theme }) => theme.skin.muted};
  }
  .empty {
    text-align: center;
    color: ${({ theme }) => theme.skin.muted};
  }
`
const Group = styled.div<{ $mine: boolean }>`
  display: flex;
  align-items: flex-end;
  gap: 0.75rem;
  margin-bottom: 1rem;
  flex-direction: ${({ $mine }) => ($mine ? 'row-reverse' : 'row')};
  .bubbles {
    display: flex;
    flex-direction: column;
    align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
    gap: 0.35rem;
    max-width: min(36rem, 80%);
  }
`
const Bubble = styled.div<{ $mine: boolean }>`
  padding: 0.5rem 0.9rem;
  border-radius: 0.7rem;
  box-shadow: 0 4px 8px -4px rgba(34, 41, 47, 0.2);
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary.main : theme.skin.card)};
  color: ${({ theme, $mine }) => ($mine ? '#fff' : theme.skin.text)};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  time {
    display: block;
    text-align: end;
    font-size: 0.72rem;
    opacity: 0.75;
  }
`
const Composer = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 0.75rem;
  padding: 0.75rem 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.skin.border};
  textarea {
    ${controlBox};
    flex: 1;
    min-width: 0;
    resize: none;
    max-height: 8rem;
  }
`
const Alert = styled.p`
  margin: 0;
  padding: 0.5rem 1.25rem;
  color: ${({ theme }) => theme.colors.danger.text};
`
const Failed = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  padding: 2rem;
  text-align: center;
`

export interface ChatConversationProps {
  contact: ChatContact
  open: OpenChat | null
  error: PortError | null
  profile: ChatProfile
  sidebarId: string
  listOpen: boolean
  onShowList: () => void
  onRetry: () => void
  onContactDetails: () => void
  send: (text: string) => Promise<boolean>
}

/** The open chat: the contact, the messages by day and sender, and the composer (Enter sends). */
export function ChatConversation({
  contact,
  open,
  error,
  profile,
  sidebarId,
  listOpen,
  onShowList,
  onRetry,
  onContactDetails,
  send,
}: ChatConversationProps) {
  const { t } = useTranslation('chat')
  const times = useChatTimes()
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [sendError, setSendError] = useState<PortError | null>(null)
  const log = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLTextAreaElement>(null)
  const messages = open?.messages
  useLayoutEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight
  }, [messages])

  const errorText = (reason: PortError) =>
    t(`common:errors.${reason.code ?? 'unknown'}`, { defaultValue: t('common:errors.unknown') })

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (sending || text.trim() === '') return
    setSending(true)
    setSendError(null)
    try {
      if (await send(text)) setText('')
    } catch (reason) {
      setSendError(reason as PortError)
    } finally {
      setSending(false)
      input.current?.focus()
    }
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void submit()
    }
  }

  return (
    <>
      <Header>
        <ListToggle
          type="button"
          onClick={onShowList}
          aria-label={t('showChats')}
          aria-expanded={listOpen}
          aria-controls={sidebarId}
        >
          <MenuIcon aria-hidden />
        </ListToggle>
        <ChatAvatar avatar={contact.avatar} status={contact.status} />
        <div className="who">
          <h2>{contact.fullName}</h2>
          <div className="role">{contact.role}</div>
        </div>
        <IconButton
          $round
          type="button"
          onClick={onContactDetails}
          aria-label={t('contactDetails', { name: contact.fullName })}
        >
          <InfoIcon aria-hidden />
        </IconButton>
      </Header>
      {error ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : !messages ? (
        <Failed>
          <PageSpinner />
        </Failed>
      ) : (
        <Log ref={log} role="log" aria-label={t('messagesWith', { name: contact.fullName })} tabIndex={0}>
          {messages.length === 0 && <p className="empty">{t('noMessages', { name: contact.fullName })}</p>}
          {groupMessages(messages, profile.id).map((day) => (
            <section key={day.day} aria-label={times.day(day.day)}>
              <h3>{times.day(day.day)}</h3>
              {day.groups.map((group, index) => (
                <Group key={index} $mine={group.fromProfile}>
                  <ChatAvatar avatar={group.fromProfile ? profile.avatar : contact.avatar} size="2rem" />
                  <div className="bubbles">
                    <span className="visually-hidden">{group.fromProfile ? t('you') : contact.fullName}</span>
                    {group.messages.map((message, at) => (
                      <Bubble key={at} $mine={group.fromProfile}>
                        <p dir="auto">{message.message}</p>
                        <time dateTime={message.time}>
                          <bdi>{times.time(message.time)}</bdi>
                        </time>
                      </Bubble>
                    ))}
                  </div>
                </Group>
              ))}
            </section>
          ))}
        </Log>
      )}
      {sendError && <Alert role="alert">{t('sendFailed', { reason: errorText(sendError) })}</Alert>}
      <Composer onSubmit={(event) => void submit(event)} aria-label={t('composer')}>
        <span id={`${sidebarId}-keys`} className="visually-hidden">
          {t('composerKeys')}
        </span>
        <textarea
          ref={input}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-label={t('message')}
          aria-describedby={`${sidebarId}-keys`}
          placeholder={t('messagePlaceholder')}
          disabled={!messages}
        />
        <Button type="submit" disabled={sending || !messages || text.trim() === ''}>
          <SendIcon aria-hidden />
          {t('send')}
        </Button>
      </Composer>
    </>
  )
}
