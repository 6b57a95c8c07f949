import XIcon from 'lucide-react/icons/x'
import { useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { IconButton } from '../../../components/IconButton'
import { searchChats, type ChatOverview, type ChatProfile } from '../../../../domain/apps/chat'
import { SearchBox } from '../../../kit/list/SearchBox'
import { ChatAvatar } from './ChatAvatar'
import { useChatTimes } from './use-chat-times'

const Side = styled.nav<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  width: 22rem;
  flex: none;
  min-height: 0;
  border-inline-end: 1px solid ${({ theme }) => theme.skin.border};
  background: ${({ theme }) => theme.skin.card};
  @media (max-width: 991px) {
    width: 18rem;
  }
  @media (max-width: 767px) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    z-index: 2;
    width: min(22rem, 100%);
    box-shadow: 0 5px 25px rgba(34, 41, 47, 0.3);
  }
  h2 {
    margin: 1.25rem 1.25rem 0.5rem;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.colors.primary.text};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .none {
    margin: 0 1.25rem;
    color: ${({ theme }) => theme.skin.muted};
  }
`
const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  min-height: 4.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  > input {
    flex: 1;
    min-width: 0;
    border-radius: 5rem;
  }
`
const CloseButton = styled(IconButton).attrs({ $round: true })`
  @media (min-width: 768px) {
    display: none;
  }
`
const Lists = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding-bottom: 1rem;
`
const Item = styled.button`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: 100%;
  padding: 0.65rem 1.25rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.skin.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.skin.hover};
  }
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary.fill};
    color: ${({ theme }) => theme.colors.primary.onFill};
    .name,
    .meta {
      color: #fff;
    }
  }
  .text {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
  }
  .name {
    font-weight: 500;
    color: ${({ theme }) => theme.skin.heading};
  }
  .line {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    font-size: 0.86rem;
  }
  .meta {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 0.3rem;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.skin.muted};
    white-space: nowrap;
  }
`
const Count = styled.span`
  min-width: 1.3rem;
  padding: 0.15rem 0.4rem;
  border-radius: 1rem;
  background: ${({ theme }) => theme.colors.danger.fill};
  color: ${({ theme }) => theme.colors.danger.onFill};
  font-size: 0.75rem;
  font-weight: 600;
  text-align: center;
`
const ProfileButton = styled.button`
  flex: none;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  cursor: pointer;
`

export interface ChatSidebarProps {
  id: string
  overview: ChatOverview
  profile: ChatProfile
  activeId: number | null
  /** Shown over the chat at phone width (always shown on wider screens). */
  open: boolean
  onClose: () => void
  onOpenChat: (contactId: number) => void
  onProfile: () => void
}

/** The profile button, the search and the chats (unseen counts, last message) and contacts lists. */
export function ChatSidebar({
  id,
  overview,
  profile,
  activeId,
  open,
  onClose,
  onOpenChat,
  onProfile,
}: ChatSidebarProps) {
  const { t } = useTranslation('chat')
  const times = useChatTimes()
  const [search, setSearch] = useState('')
  const found = searchChats(overview, search)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) onClose()
  }
  return (
    <Side id={id} aria-label={t('sidebar')} $open={open} onKeyDown={onKeyDown}>
      <Head>
        <ProfileButton type="button" onClick={onProfile} aria-label={t('myProfile')}>
          <ChatAvatar avatar={profile.avatar} status={profile.status} />
        </ProfileButton>
        <SearchBox value={search} onSearch={setSearch} label={t('search')} />
        <CloseButton type="button" onClick={onClose} aria-label={t('hideChats')}>
          <XIcon aria-hidden />
        </CloseButton>
      </Head>
      <Lists>
        <h2 id={`${id}-chats`}>{t('chatsHeading')}</h2>
        {found.chats.length === 0 ? (
          <p className="none">{t('noChats')}</p>
        ) : (
          <ul aria-labelledby={`${id}-chats`}>
            {found.chats.map(({ contact, unseenMsgs, lastMessage }) => (
              <li key={contact.id}>
                <Item
                  type="button"
                  aria-current={activeId === contact.id}
                  onClick={() => onOpenChat(contact.id)}
                >
                  <ChatAvatar avatar={contact.avatar} status={contact.status} />
                  <span className="text">
                    <span className="name">{contact.fullName}</span>
                    {lastMessage && (
                      <span className="line">
                        <bdi>
                          {lastMessage.senderId === profile.id
                            ? t('youWrote', { message: lastMessage.message })
                            : lastMessage.message}
                        </bdi>
                      </span>
                    )}
                  </span>
                  <span className="meta">
                    {lastMessage && (
                      <time dateTime={lastMessage.time}>
                        <bdi>{times.short(lastMessage.time)}</bdi>
                      </time>
                    )}
                    {unseenMsgs > 0 && (
                      <Count>
                        <span aria-hidden>{unseenMsgs}</span>
                        <span className="visually-hidden">{t('unseen', { count: unseenMsgs })}</span>
                      </Count>
                    )}
                  </span>
                </Item>
              </li>
            ))}
          </ul>
        )}
        <h2 id={`${id}-contacts`}>{t('contactsHeading')}</h2>
        {found.contacts.length === 0 ? (
          <p className="none">{t('noContacts')}</p>
        ) : (
          <ul aria-labelledby={`${id}-contacts`}>
            {found.contacts.map((contact) => (
              <li key={contact.id}>
                <Item type="button" onClick={() => onOpenChat(contact.id)}>
                  <ChatAvatar avatar={contact.avatar} status={contact.status} />
                  <span className="text">
                    <span className="name">{contact.fullName}</span>
                    <span className="line">
                      <bdi>{contact.role}</bdi>
                    </span>
                  </span>
                </Item>
              </li>
            ))}
          </ul>
        )}
      </Lists>
    </Side>
  )
}
