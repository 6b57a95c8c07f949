import MessageSquareIcon from 'lucide-react/icons/message-square'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { LoadError } from '../../../kit/primitives/LoadState'
import { Button } from '../../../components/Button'
import { Card } from '../../../components/Card'
import { PageSpinner } from '../../../components/PageSpinner'
import { ChatConversation } from './ChatConversation'
import { ContactPanel, ProfilePanel } from './ChatPanels'
import { ChatSidebar } from './ChatSidebar'
import { useChat } from './use-chat'

const Layout = styled(Card)`
  position: relative;
  display: flex;
  padding: 0;
  height: calc(100vh - 12.5rem);
  min-height: 30rem;
  overflow: hidden;
`
const Main = styled.section`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`
const Start = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  padding: 2rem;
  text-align: center;
  background: ${({ theme }) => theme.skin.body};
  svg {
    width: 3.5rem;
    height: 3.5rem;
    padding: 1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.skin.card};
    color: ${({ theme }) => theme.colors.primary.text};
    box-sizing: content-box;
  }
  p {
    margin: 0;
  }
`
const StartButton = styled(Button)`
  @media (min-width: 768px) {
    display: none;
  }
`

type Panel = { kind: 'profile' } | { kind: 'contact' } | null

/**
 * The chat app (/apps/chat): the profile, the chats and contacts with search, the open chat and its
 * composer; the profile and the contact's details in side panels. At phone width the list is behind a button.
 */
export default function ChatApp() {
  const { t } = useTranslation('chat')
  const chat = useChat()
  const sidebarId = useId()
  // At phone width the list covers the chat: shown at first and after the button, hidden once a chat opens.
  const [listOpen, setListOpen] = useState(true)
  const [panel, setPanel] = useState<Panel>(null)
  const showList = () => {
    setListOpen(true)
    // The list appears on this render; its search takes the focus.
    requestAnimationFrame(() => document.getElementById(sidebarId)?.querySelector('input')?.focus())
  }
  const hideList = () => {
    setListOpen(false)
    requestAnimationFrame(() =>
      [...document.querySelectorAll<HTMLElement>('[aria-controls]')]
        .find((element) => element.getAttribute('aria-controls') === sidebarId)
        ?.focus(),
    )
  }

  let body
  if (!chat.overview || !chat.profile) {
    body = chat.error ? <LoadError error={chat.error} onRetry={() => void chat.reload()} /> : <PageSpinner />
  } else {
    const { overview, profile, activeContact } = chat
    body = (
      <>
        <ChatSidebar
          id={sidebarId}
          overview={overview}
          profile={profile}
          activeId={chat.activeId}
          open={listOpen}
          onClose={hideList}
          onOpenChat={(contactId) => {
            setListOpen(false)
            void chat.openChat(contactId)
          }}
          onProfile={() => setPanel({ kind: 'profile' })}
        />
        <Main aria-label={activeContact ? t('chatWith', { name: activeContact.fullName }) : t('title')}>
          {activeContact ? (
            <ChatConversation
              key={activeContact.id}
              contact={activeContact}
              open={chat.open}
              error={chat.openError}
              profile={profile}
              sidebarId={sidebarId}
              listOpen={listOpen}
              onShowList={showList}
              onRetry={() => void chat.openChat(activeContact.id)}
              onContactDetails={() => setPanel({ kind: 'contact' })}
              send={chat.send}
            />
          ) : (
            <Start>
              <MessageSquareIcon aria-hidden />
              <p>{t('start')}</p>
              <StartButton
                type="button"
                onClick={showList}
                aria-expanded={listOpen}
                aria-controls={sidebarId}
              >
                {t('showChats')}
              </StartButton>
            </Start>
          )}
        </Main>
        <ProfilePanel
          isOpen={panel?.kind === 'profile'}
          onClose={() => setPanel(null)}
          profile={profile}
          onStatus={chat.setStatus}
        />
        {activeContact && (
          <ContactPanel
            isOpen={panel?.kind === 'contact'}
            onClose={() => setPanel(null)}
            contact={activeContact}
          />
        )}
      </>
    )
  }

  return (
    <>
      <h1 className="visually-hidden">{t('title')}</h1>
      <Layout>{body}</Layout>
    </>
  )
}
