import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Dialog, Modal, ModalOverlay } from 'react-aria-components'
import { useLocation } from 'wouter'
import styled from 'styled-components'
import { useSnapshot } from 'valtio'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { LucideIcon } from 'lucide-react'
import CommandIcon from 'lucide-react/icons/command'
import CreditCardIcon from 'lucide-react/icons/credit-card'
import FileTextIcon from 'lucide-react/icons/file-text'
import FilterIcon from 'lucide-react/icons/filter'
import LoaderIcon from 'lucide-react/icons/loader-circle'
import LogOutIcon from 'lucide-react/icons/log-out'
import MoonIcon from 'lucide-react/icons/moon'
import PackageIcon from 'lucide-react/icons/package'
import PlusIcon from 'lucide-react/icons/plus'
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart'
import SunIcon from 'lucide-react/icons/sun'
import TruckIcon from 'lucide-react/icons/truck'
import UsersIcon from 'lucide-react/icons/users'
import type { UserData } from '../../domain/auth'
import { TEMPLATE_APP_ROUTES } from '../../domain/access'
import { isDarkSkin, moveActive } from '../../domain/layout'
import { DEFAULT_LIST_QUERY, type ListQuery } from '../../domain/lists'
import {
  MIN_RECORD_QUERY,
  PAGES_LIMIT,
  RECORD_DEBOUNCE_MS,
  RECORDS_PER_KIND,
  RECORD_COLLECTION,
  containerRecord,
  customerRecord,
  freshenRecords,
  invoiceLookups,
  invoiceRecord,
  keepInvoice,
  matchItems,
  orderRecord,
  paletteActions,
  paletteGroups,
  paymentRecord,
  recordItem,
  recordKeyOf,
  searchableKinds,
  uniquePages,
  vehicleRecord,
  type InvoiceLookup,
  type PaletteItem,
  type RecordWords,
  type RecordKind,
} from '../../domain/command-palette'
import type { Invoice } from '../../domain/invoices'
import { defaultOrderName, keptDefaultName } from '../../domain/orders'
import { defaultPaymentName } from '../../domain/payments'
import { PortError } from '../../ports/errors'
import { PORTS } from '../../ports/tokens'
import { abilityFor } from '../session/ability'
import { signOut } from '../session/session'
import { resolvePort } from '../runtime/use-port'
import { layout, setLayout } from './layout-store'
import { menuEntriesFor } from './menu-entries'
import { opensScreen } from './opens-screen'
import { pageIcon } from './page-icons'
import { takeKeptKeys } from './palette-keys'
import { ResultOption } from './result-option'
import { useChangeFeed } from '../kit/live/use-change-feed'
import { useLoad } from '../kit/use-load'

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 1100;
  background: rgba(34, 41, 47, 0.5);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 10vh 1rem 1rem;
  @media (max-width: 575px) {
    padding-top: 1rem;
  }
`
const Panel = styled(Modal)`
  width: min(40rem, 100%);
  background: ${({ theme }) => theme.skin.card};
  color: ${({ theme }) => theme.skin.text};
  border-radius: ${({ theme }) => theme.radius};
  border: ${({ theme }) => theme.cardBorder};
  box-shadow: 0 5px 25px rgba(34, 41, 47, 0.3);
  [role='dialog'] {
    outline: none;
    display: flex;
    flex-direction: column;
    max-height: calc(80vh - 2rem);
  }
`
const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.9rem 1rem;
  border-block-end: 1px solid ${({ theme }) => theme.skin.border};
  > svg {
    width: 1.25rem;
    height: 1.25rem;
    flex-shrink: 0;
    color: ${({ theme }) => theme.skin.muted};
  }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    outline: none;
    background: none;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.skin.text};
  }
  .spin {
    animation: palette-spin 1s linear infinite;
  }
  @keyframes palette-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spin {
      animation: none;
    }
  }
`
const Results = styled.div`
  overflow-y: auto;
  padding: 0.25rem 0 0.5rem;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  h3 {
    margin: 0.75rem 1rem 0.35rem;
    font-size: 0.78rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.skin.muted};
    font-weight: 500;
  }
`
const Option = styled(ResultOption)`
  span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  small {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`
const Note = styled.p<{ $error?: boolean }>`
  margin: 0.5rem 1rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger.text : theme.skin.muted)};
`
const Hint = styled.p`
  margin: 0;
  padding: 0.5rem 1rem;
  font-size: 0.8rem;
  border-block-start: 1px solid ${({ theme }) => theme.skin.border};
  color: ${({ theme }) => theme.skin.muted};
  @media (max-width: 575px) {
    display: none;
  }
`

const ICONS: Record<string, LucideIcon> = {
  users: UsersIcon,
  'shopping-cart': ShoppingCartIcon,
  'credit-card': CreditCardIcon,
  truck: TruckIcon,
  package: PackageIcon,
  'file-text': FileTextIcon,
  plus: PlusIcon,
  filter: FilterIcon,
  sun: SunIcon,
  moon: MoonIcon,
  'log-out': LogOutIcon,
}
const iconOf = (item: PaletteItem): LucideIcon =>
  item.kind === 'page' ? pageIcon(item.icon) : (ICONS[item.icon] ?? CommandIcon)

/** A status code in the person's language (`partially_paid` → "Partially paid"); unknown text as it is. */
const statusWord = (t: TFunction, ns: string, status: string) =>
  status.trim() ? t(`${ns}:statuses.${status.trim().toLowerCase()}`, { defaultValue: status }) : ''

/** How each kind's rows word the server's codes (statuses, default titles) in the person's language. */
type KindWords = Record<'orders' | 'payments' | 'invoices', RecordWords>

/** One List* call per kind, answering palette rows (the mock API searches; perPage 5). Invoices: below. */
const RECORD_SEARCHES: Record<
  Exclude<RecordKind, 'invoices'>,
  (query: ListQuery, words: KindWords) => Promise<PaletteItem[]>
> = {
  customers: async (q) =>
    (await resolvePort(PORTS.customers).listCustomers(q)).items.map((c) =>
      recordItem('customers', customerRecord(c)),
    ),
  orders: async (q, words) =>
    // The list view (decision 0210): a found order shows its title, customer and status only.
    (await resolvePort(PORTS.orders).listOrders({ ...q, view: 'list' })).items.map((o) =>
      recordItem('orders', orderRecord(o, words.orders)),
    ),
  payments: async (q, words) =>
    (await resolvePort(PORTS.payments).listPayments(q)).items.map((p) =>
      recordItem('payments', paymentRecord(p, words.payments)),
    ),
  vehicles: async (q) =>
    (await resolvePort(PORTS.vehicles).listVehicles(q)).items.map((v) =>
      recordItem('vehicles', vehicleRecord(v)),
    ),
  containers: async (q) =>
    (await resolvePort(PORTS.shipments).listShipments(q)).items.map((s) =>
      recordItem('containers', containerRecord(s)),
    ),
}

/** An answer that only means "not this one": no such invoice, or not one this user may see. */
const isNotFound = (error: unknown) =>
  error instanceof PortError && (error.code === 'not_found' || error.code === 'permission_denied')

/** The invoices one lookup finds (GetInvoice, or ListInvoices by customer or order, newest first). */
async function lookUpInvoices(lookup: InvoiceLookup): Promise<Invoice[]> {
  const port = resolvePort(PORTS.invoices)
  if (lookup.kind === 'get') {
    try {
      const invoice = await port.getInvoice(lookup.name)
      return keepInvoice(lookup, invoice) ? [invoice] : []
    } catch (error) {
      if (isNotFound(error)) return []
      throw error
    }
  }
  const query = { ...DEFAULT_LIST_QUERY, perPage: RECORDS_PER_KIND, sortColumn: 'id', sort: 'desc' as const }
  const filter =
    lookup.kind === 'customer' ? { customerName: lookup.customerName } : { orderName: lookup.orderName }
  try {
    return (await port.listInvoices({ ...query, ...filter })).items
  } catch (error) {
    if (isNotFound(error)) return []
    throw error
  }
}

/**
 * Invoices: the lookups of the query (an invoice's number, an order's invoices, a customer's), with the customer
 * the customers search found when the text named exactly one; other text goes to ListInvoices' search. Each
 * invoice once, at most RECORDS_PER_KIND.
 */
async function searchInvoices(
  query: string,
  customers: Promise<PaletteItem[]> | undefined,
  words: RecordWords,
): Promise<PaletteItem[]> {
  let found: string[] = []
  if (customers && invoiceLookups(query).length === 0)
    found = (await customers.catch(() => [])).flatMap((item) => (item.recordId ? [item.recordId] : []))
  const lookups = invoiceLookups(query, found)
  const answers =
    lookups.length > 0
      ? await Promise.all(lookups.map(lookUpInvoices))
      : [
          (
            await resolvePort(PORTS.invoices).listInvoices({
              ...DEFAULT_LIST_QUERY,
              perPage: RECORDS_PER_KIND,
              search: query,
            })
          ).items,
        ]
  const seen = new Set<string>()
  return answers
    .flat()
    .filter((invoice) => !seen.has(invoice.name) && Boolean(seen.add(invoice.name)))
    .slice(0, RECORDS_PER_KIND)
    .map((invoice) => recordItem('invoices', invoiceRecord(invoice, words)))
}

interface RecordState {
  query: string
  loading: boolean
  groups: { kind: RecordKind; items: PaletteItem[] }[]
  failed: RecordKind[]
}
const NO_RECORDS: Omit<RecordState, 'loading'> = { query: '', groups: [], failed: [] }

/** How long the record results wait after a change the feed told of (a burst of saves is one search). */
const FRESHEN_DELAY_MS = 200

/**
 * Searches the allowed kinds ~250 ms after typing stops; an answer to an older query is dropped. While results
 * are shown they stay fresh: a change the feed tells of in a kind shown searches again, and the rows are
 * brought up to date where they are (`freshenRecords`: nothing moves under the cursor).
 */
function useRecordSearch(query: string, kinds: RecordKind[], words: KindWords): RecordState {
  const wanted = query.trim()
  /** Fresh searches of the results shown, asked for by changes the feed told of (`shown`: those results). */
  const [freshen, setFreshen] = useState({ count: 0, shown: NO_RECORDS })
  /** Keys deleted since the last answer. */
  const gone = useRef(new Set<string>())
  const shown = useRef(NO_RECORDS)
  const refresh = freshen.count > 0 && freshen.shown === shown.current && shown.current.query === wanted
  const search = useLoad<Omit<RecordState, 'loading'>>(
    wanted.length < MIN_RECORD_QUERY || kinds.length === 0
      ? null
      : async () => {
          const listQuery = { ...DEFAULT_LIST_QUERY, perPage: RECORDS_PER_KIND, search: wanted }
          const searches = new Map<RecordKind, Promise<PaletteItem[]>>()
          for (const kind of kinds)
            if (kind !== 'invoices') searches.set(kind, RECORD_SEARCHES[kind](listQuery, words))
          if (kinds.includes('invoices'))
            searches.set('invoices', searchInvoices(wanted, searches.get('customers'), words.invoices))
          const answers = await Promise.allSettled(kinds.map((kind) => searches.get(kind)!))
          const deleted = new Set(gone.current)
          gone.current.clear()
          return {
            query: wanted,
            groups: kinds.map((kind, i) => {
              const answer = answers[i]
              const items = answer?.status === 'fulfilled' ? answer.value : []
              if (!refresh) return { kind, items }
              const before = shown.current.groups.find((group) => group.kind === kind)?.items ?? []
              const fresh = answer?.status === 'fulfilled' ? items : before
              return { kind, items: freshenRecords(before, fresh, deleted, RECORDS_PER_KIND) }
            }),
            failed: kinds.filter((_, i) => answers[i]?.status === 'rejected'),
          }
        },
    `${wanted}|${kinds.join(',')}|${freshen.count}`,
    NO_RECORDS,
    { delayMs: refresh ? FRESHEN_DELAY_MS : RECORD_DEBOUNCE_MS },
  )
  shown.current = search.value
  // A refresh of the results shown keeps them in place, without a loading state.
  const state: RecordState = { ...search.value, loading: search.loading && !refresh }
  const again = () => setFreshen(({ count }) => ({ count: count + 1, shown: shown.current }))
  useChangeFeed(state.groups.length > 0 ? kinds.map((kind) => RECORD_COLLECTION[kind]) : [], {
    change: (change) => {
      const key = recordKeyOf(change.name)
      if (!key) return
      if (change.kind === 'deleted') gone.current.add(key)
      again()
    },
    missed: again,
  })
  return state
}

/**
 * The command palette (Ctrl/⌘+K): one field that finds pages the user may open, records the API finds
 * (customers, orders, invoices, payments, vehicles, containers: only the kinds the user may read) and actions they are
 * allowed. A modal dialog (React Aria: focus trapped, returned on close); arrow keys move, Enter opens,
 * Escape closes.
 */
export default function CommandPalette({ userData, onClose }: { userData: UserData; onClose: () => void }) {
  const { t, i18n } = useTranslation(['shell', 'orders', 'payments', 'invoices'])
  const [, navigate] = useLocation()
  const { skin } = useSnapshot(layout)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  // Whether the person moved through the rows of this query (arrows, pointer): records then arrive below.
  const [moved, setMoved] = useState(false)
  const listId = useId()
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    // The keys typed since Ctrl/⌘+K, while this code loaded (Navbar keeps them).
    const kept = takeKeptKeys()
    if (kept) setQuery((current) => current + kept)
  }, [])

  const ability = useMemo(() => abilityFor(userData), [userData])
  const can = (action: string, subject: string) => ability.can(action, subject)
  const kinds = useMemo(() => searchableKinds((a, s) => ability.can(a, s)), [ability])
  // The words are read when an answer arrives; the search does not start again when they change.
  const words: KindWords = {
    orders: {
      title: (id, displayName) =>
        keptDefaultName(displayName, defaultOrderName, id) ? t('orders:orderLabel', { id }) : '',
      status: (status) => statusWord(t, 'orders', status),
    },
    payments: {
      title: (id, displayName) =>
        keptDefaultName(displayName, defaultPaymentName, id) ? t('payments:recordTitle', { id }) : '',
      status: (status) => statusWord(t, 'payments', status),
    },
    invoices: { status: (status) => statusWord(t, 'invoices', status) },
  }
  const records = useRecordSearch(query, kinds, words)

  const pages = useMemo(() => {
    const menu = menuEntriesFor(userData)
      .flatMap((entry) => (entry.kind === 'item' ? [entry] : entry.items))
      .map((item) => ({ title: t(item.titleKey), href: item.path, icon: item.icon }))
    const apps = TEMPLATE_APP_ROUTES.filter(
      (route) => !route.path.includes(':') && opensScreen(route.path, userData),
    ).map((route) => ({ title: t(route.titleKey), href: route.path, icon: '' }))
    return uniquePages([...menu, ...apps])
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  }, [userData, t, i18n.language])
  const actions = paletteActions({
    can,
    dark: isDarkSkin(skin),
    query,
    titles: {
      newOrder: t('palette.actions.newOrder'),
      newPayment: t('palette.actions.newPayment'),
      newInvoice: t('palette.actions.newInvoice'),
      newPaymentFor: (code) => t('palette.actions.newPaymentFor', { code }),
      newInvoiceFor: (code) => t('palette.actions.newInvoiceFor', { code }),
      toDark: t('skin.toDark'),
      toLight: t('skin.toLight'),
      unpaidOrders: t('palette.actions.unpaidOrders'),
      signOut: t('palette.actions.signOut'),
    },
  })
  const fresh = records.query === query.trim()
  const groups = paletteGroups(
    query,
    {
      pages: matchItems(pages, query, PAGES_LIMIT),
      actions: matchItems(actions, query),
      records: fresh ? records.groups : [],
    },
    { recordsLast: moved },
  )
  const flat = groups.flatMap((group) => group.items)
  const current = Math.min(active, flat.length - 1)
  const optionId = (index: number) => `${listId}-option-${index}`

  useEffect(() => {
    document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ids follow the index
  }, [current])

  const choose = (item: PaletteItem | undefined) => {
    if (!item) return
    onClose()
    if (item.href) navigate(item.href)
    else if (item.command === 'skin-dark') setLayout('skin', 'dark')
    else if (item.command === 'skin-light') setLayout('skin', 'light')
    else if (item.command === 'sign-out')
      void signOut().then((left) => {
        if (!left) navigate('/login', { replace: true })
      })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setMoved(true)
      setActive(moveActive(current, flat.length, event.key))
    } else if (event.key === 'Home' || event.key === 'End') {
      if (!event.ctrlKey) return
      event.preventDefault()
      setMoved(true)
      setActive(event.key === 'Home' ? 0 : flat.length - 1)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      choose(flat[current])
    }
  }

  const searching = records.loading || (!fresh && query.trim().length >= MIN_RECORD_QUERY && kinds.length > 0)
  let index = -1
  return (
    <Overlay isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Panel>
        <Dialog aria-label={t('palette.title')}>
          <InputRow>
            <CommandIcon aria-hidden="true" />
            <input
              ref={input}
              autoFocus
              type="text"
              role="combobox"
              aria-label={t('palette.label')}
              aria-expanded={flat.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={flat[current] ? optionId(current) : undefined}
              aria-busy={searching || undefined}
              placeholder={t(kinds.length > 0 ? 'palette.placeholder' : 'palette.placeholderNoRecords')}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value)
                setActive(0)
                setMoved(false)
              }}
              onKeyDown={onKeyDown}
            />
            {searching && <LoaderIcon className="spin" role="img" aria-label={t('palette.searching')} />}
          </InputRow>
          <Results>
            <div role="status" aria-live="polite">
              {fresh && records.failed.length > 0 && (
                <Note $error>
                  {t('palette.failed', {
                    kinds: records.failed.map((kind) => t(`palette.groups.${kind}`)).join(', '),
                  })}
                </Note>
              )}
              {flat.length === 0 && !searching && <Note>{t('palette.empty', { query: query.trim() })}</Note>}
            </div>
            <ul id={listId} role="listbox" aria-label={t('palette.results')}>
              {groups.map((group) => (
                <li key={group.id} role="presentation">
                  <h3 id={`${listId}-${group.id}`}>{t(`palette.groups.${group.id}`)}</h3>
                  <ul role="group" aria-labelledby={`${listId}-${group.id}`}>
                    {group.items.map((item) => {
                      index += 1
                      const position = index
                      const Icon = iconOf(item)
                      return (
                        <Option
                          key={item.key}
                          id={optionId(position)}
                          role="option"
                          aria-selected={position === current}
                          $active={position === current}
                          onMouseMove={(event) => {
                            if (event.movementX || event.movementY) {
                              setMoved(true)
                              setActive(position)
                            }
                          }}
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => choose(item)}
                        >
                          <Icon aria-hidden="true" />
                          <span>
                            {item.title}
                            {item.subtitle && <small>{item.subtitle}</small>}
                          </span>
                        </Option>
                      )
                    })}
                  </ul>
                </li>
              ))}
            </ul>
          </Results>
          <Hint aria-hidden="true">{t('palette.hint')}</Hint>
        </Dialog>
      </Panel>
    </Overlay>
  )
}
