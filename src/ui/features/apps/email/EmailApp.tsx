import MenuIcon from 'lucide-react/icons/menu'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import styled from 'styled-components'
import { IconButton } from '../../../components/IconButton'
import {
  EMAIL_FOLDERS,
  type Email,
  type EmailDetail,
  type EmailFolder,
  type EmailQuery,
  type EmailsMeta,
} from '../../../../domain/apps/email'
import type { PortError } from '../../../../ports/errors'
import type { EmailChange } from '../../../../ports/email-port'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { Card } from '../../../components/Card'
import { useDetailController } from '../../../kit/detail/use-detail-controller'
import { SearchBox } from '../../../kit/list/SearchBox'
import { useListController } from '../../../kit/list/use-list-controller'
import { EmailList } from './EmailList'
import { EmailMessageView } from './EmailMessageView'
import { EmailSidebar } from './EmailSidebar'
import { EMAIL_LIST_FIELDS, emailQueryFrom, openEmailId } from './email-list-config'
import { shownOnDemand } from '../../../kit/shown-on-demand'

/** The compose dialog, its code (the form and schema libraries) loaded when it is first opened. */
const EmailComposeDialogOnOpen = shownOnDemand(() =>
  import('./EmailComposeDialog').then(({ EmailComposeDialog }) => EmailComposeDialog),
)

/** The reply dialog, its code (the form and schema libraries) loaded when it is first opened. */
const EmailReplyDialogOnOpen = shownOnDemand(() =>
  import('./EmailReplyDialog').then(({ EmailReplyDialog }) => EmailReplyDialog),
)

const Layout = styled(Card)`
  position: relative;
  display: flex;
  padding: 0;
  min-height: 36rem;
  overflow: hidden;
`
const Main = styled.section`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`
const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  > :last-child {
    flex: 1;
  }
  .menuToggle {
    display: none;
  }
  @media (max-width: 991px) {
    .menuToggle {
      display: inline-flex;
    }
  }
`
const Backdrop = styled.div`
  display: none;
  @media (max-width: 991px) {
    display: block;
    position: absolute;
    inset: 0;
    z-index: 4;
    background: rgba(0, 0, 0, 0.3);
  }
`

const isFolder = (value: string): value is EmailFolder => (EMAIL_FOLDERS as readonly string[]).includes(value)

/**
 * The e-mail app (/apps/email): mailboxes and labels, search and the open email in the URL; bulk actions on
 * the selected rows; the open email with previous / next, its thread, reply, and drafts edited and sent.
 */
export default function EmailApp() {
  const { t, i18n } = useTranslation('email')
  const port = resolvePort(PORTS.email)
  const load = useCallback(
    (query: EmailQuery) =>
      port.listEmails(query).then(({ emails, meta }) => ({
        items: emails,
        totalRows: emails.length,
        totalPages: 1,
        meta,
      })),
    [port],
  )
  const list = useListController<Email, EmailQuery, { meta: EmailsMeta }>({
    id: 'email',
    load,
    toQuery: emailQueryFrom,
    filters: EMAIL_LIST_FIELDS,
    rowId: (email) => String(email.id),
  })
  const query = emailQueryFrom(list.query, list.filters)
  const openId = openEmailId(list.filters)
  const folder = query.label ? undefined : isFolder(query.mailbox) ? query.mailbox : undefined

  // previous / next answer the neighbour itself: it is shown without asking for it again.
  const prefetched = useRef<EmailDetail | null>(null)
  const detail = useDetailController<EmailDetail | null>(
    () => {
      const known = prefetched.current
      prefetched.current = null
      if (openId === undefined) return Promise.resolve(null)
      return known?.id === openId ? Promise.resolve(known) : port.getEmail(openId)
    },
    String(openId ?? ''),
  )
  const open = (id: number | undefined) => list.change({ filters: { mail: id ? String(id) : undefined } })

  const [sidebarOpen, setSidebarOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const closeSidebar = () => {
    setSidebarOpen(false)
    toggle.current?.focus()
  }
  /** The compose dialog: a draft being edited, `'new'` for a new email, or null when closed. */
  const [compose, setCompose] = useState<Email | 'new' | null>(null)
  const [reply, setReply] = useState<Email | null>(null)

  const failed = (error: PortError) =>
    toast.error(t(`common:errors.${error?.code ?? 'unknown'}`, { defaultValue: t('common:errors.unknown') }))
  const refresh = (ids: readonly number[]) => {
    const reloads = [list.reload()]
    if (openId !== undefined && ids.includes(openId)) reloads.push(detail.reload())
    return Promise.all(reloads)
  }
  const change = (ids: readonly number[], fields: EmailChange, done?: string) =>
    port.updateEmails(ids, fields).then(() => {
      if (done) toast.success(done)
      return refresh(ids)
    }, failed)

  // Opening an unread email reads it (once per opening).
  const markedRead = useRef<number | null>(null)
  const record = detail.record
  useEffect(() => {
    if (!record || record.isRead || markedRead.current === record.id) return
    markedRead.current = record.id
    port.updateEmails([record.id], { isRead: true }).then(() => list.reload(), failed)
    // Only a newly loaded email matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record])

  const move = (emails: readonly Email[], to: EmailFolder) => {
    const ids = emails.map((email) => email.id)
    const undo = () => {
      const byFolder = new Map<EmailFolder, number[]>()
      for (const email of emails)
        byFolder.set(email.folder, [...(byFolder.get(email.folder) ?? []), email.id])
      void Promise.all([...byFolder].map(([from, back]) => port.updateEmails(back, { folder: from }))).then(
        () => {
          toast.success(t('undone'))
          return refresh(ids)
        },
        failed,
      )
    }
    return port.updateEmails(ids, { folder: to }).then(() => {
      toast.success(t('moved', { n: ids.length, folder: t(`mailboxes.${to}`) }), {
        action: { label: t('undo'), onClick: undo },
      })
      list.setSelected(new Set())
      if (openId !== undefined && ids.includes(openId)) open(undefined)
      return list.reload()
    }, failed)
  }
  const byIds = (ids: readonly number[]) => list.rows.filter((email) => ids.includes(email.id))

  return (
    <>
      <h1 className="visually-hidden">{t('title')}</h1>
      <Layout>
        <EmailSidebar
          id="email-sidebar"
          open={sidebarOpen}
          mailbox={query.label ? undefined : query.mailbox}
          label={query.label}
          meta={list.extra.meta ?? {}}
          onMailbox={(mailbox) => {
            setSidebarOpen(false)
            list.change({
              filters: {
                folder: mailbox === 'inbox' ? undefined : mailbox,
                label: undefined,
                mail: undefined,
              },
            })
          }}
          onLabel={(label) => {
            setSidebarOpen(false)
            list.change({ filters: { label, folder: undefined, mail: undefined } })
          }}
          onCompose={() => setCompose('new')}
          onEscape={closeSidebar}
        />
        {sidebarOpen && <Backdrop aria-hidden onClick={closeSidebar} />}
        <Main aria-label={t('mainLabel')}>
          <Top>
            <IconButton
              ref={toggle}
              type="button"
              className="menuToggle"
              aria-label={t('showSidebar')}
              aria-expanded={sidebarOpen}
              aria-controls="email-sidebar"
              onClick={() => setSidebarOpen((shown) => !shown)}
            >
              <MenuIcon aria-hidden />
            </IconButton>
            <SearchBox
              value={list.query.search}
              onSearch={(search) => list.change({ query: { search }, filters: { mail: undefined } })}
              label={t('search')}
            />
          </Top>
          {openId !== undefined ? (
            <EmailMessageView
              email={record && record.id === openId ? record : null}
              loading={detail.loading}
              error={detail.error}
              language={i18n.language}
              onRetry={() => void detail.reload()}
              onBack={() => open(undefined)}
              onPaginate={(dir) =>
                void port.paginateEmail(openId, dir).then((neighbour) => {
                  prefetched.current = neighbour
                  open(neighbour.id)
                }, failed)
              }
              onStar={(email) => void change([email.id], { isStarred: !email.isStarred })}
              onMove={(email, to) => void move([email], to)}
              onToggleLabel={(email, label) =>
                void port.toggleLabel([email.id], label).then(() => refresh([email.id]), failed)
              }
              onMarkUnread={(email) =>
                void port.updateEmails([email.id], { isRead: false }).then(() => {
                  toast.success(t('markedUnread', { n: 1 }))
                  open(undefined)
                  return list.reload()
                }, failed)
              }
              onEditDraft={setCompose}
              onReply={setReply}
            />
          ) : (
            <EmailList
              emails={list.rows}
              folder={folder}
              loading={list.loading}
              error={list.error}
              selected={list.selected}
              onSelect={list.setSelected}
              language={i18n.language}
              onReload={() => void list.reload()}
              onOpen={(email) => open(email.id)}
              onStar={(email) => void change([email.id], { isStarred: !email.isStarred })}
              onMove={(ids, to) => void move(byIds(ids), to)}
              onToggleLabel={(ids, label) =>
                void port.toggleLabel(ids, label).then(() => {
                  toast.success(t('labelToggled', { n: ids.length, label: t(`labels.${label}`) }))
                  return list.reload()
                }, failed)
              }
              onMarkRead={(ids, isRead) =>
                void change(
                  ids,
                  { isRead },
                  t(isRead ? 'markedRead' : 'markedUnread', { n: ids.length }),
                ).then(() => list.setSelected(new Set()))
              }
            />
          )}
        </Main>
      </Layout>
      {compose && (
        <EmailComposeDialogOnOpen
          key={compose === 'new' ? 'new' : compose.id}
          draft={compose === 'new' ? undefined : compose}
          isOpen
          onOpenChange={(isOpen) => !isOpen && setCompose(null)}
          onSaved={(email, sent) => {
            const editing = compose !== 'new'
            setCompose(null)
            if (sent) {
              toast.success(t('sent'))
              // A sent draft leaves the open view (it is no longer a draft); a new email leaves it alone.
              if (editing) open(undefined)
              void list.reload()
            } else {
              toast.success(t('draftSaved'))
              void refresh([email.id])
            }
          }}
        />
      )}
      {reply && (
        <EmailReplyDialogOnOpen
          key={reply.id}
          email={reply}
          isOpen
          onOpenChange={(isOpen) => !isOpen && setReply(null)}
          onSaved={() => {
            setReply(null)
            toast.success(t('replied'))
            void refresh([reply.id])
          }}
        />
      )}
    </>
  )
}
