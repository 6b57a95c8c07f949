import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useLocation } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import SearchIcon from 'lucide-react/icons/search'
import XIcon from 'lucide-react/icons/x'
import FileIcon from 'lucide-react/icons/file'
import type { UserData } from '../../domain/auth'
import { formatDisplayDate } from '../../domain/dates'
import { flattenResults, moveActive, searchGroups, type SearchSource } from '../../domain/layout'
import type { SearchGroup, SearchItem, SearchPort } from '../../ports/search-port'
import { PORTS } from '../../ports/tokens'
import { optionalPort } from '../runtime/optional-port'
import { NavButton } from '../components/NavButton'
import { useLoad } from '../kit/use-load'
import { menuEntriesFor } from './menu-entries'
import { pageIcon } from './page-icons'
import { pageTitle } from './page-titles'
import { opensScreen } from './opens-screen'
import { ResultOption } from './result-option'
import { SearchPreview } from './SearchPreview'

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0 1rem;
  background: ${({ theme }) => theme.skin.card};
  border-radius: inherit;
  z-index: 5;
  > svg {
    width: 1.3rem;
    height: 1.3rem;
    color: ${({ theme }) => theme.skin.heading};
    flex-shrink: 0;
  }
  input {
    flex: 1;
    border: 0;
    outline: none;
    background: none;
    height: 100%;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.skin.text};
  }
`
const Results = styled.div`
  position: absolute;
  top: calc(100% + 0.5rem);
  inset-inline: 0;
  max-height: 30rem;
  overflow-y: auto;
  background: ${({ theme }) => theme.skin.card};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 5px 25px rgba(34, 41, 47, 0.15);
  border: ${({ theme }) => theme.cardBorder};
  padding: 0.5rem 0;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  h6 {
    margin: 0.75rem 1rem 0.35rem;
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.skin.muted};
    font-weight: 500;
  }
`
const Option = styled(ResultOption)`
  svg {
    width: 1.1rem;
    height: 1.1rem;
    flex-shrink: 0;
  }
  img {
    width: 32px;
    height: 32px;
    border-radius: 50%;
    flex-shrink: 0;
  }
  .meta {
    margin-inline-start: auto;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.skin.muted};
  }
`
const NoResult = styled.li`
  padding: 0.5rem 1rem;
  color: ${({ theme }) => theme.skin.muted};
`

/** One result: a page (with a link), a file or a contact of the mock's search data. */
export interface SearchResult extends SearchItem {
  title: string
  key: string
  kind: 'page' | 'file' | 'contact'
  link?: string
}

const PAGES_LIMIT = 4

const NO_GROUPS: SearchGroup[] = []

function searchPort(): SearchPort | undefined {
  return optionalPort(PORTS.search)
}

const kindOf = (groupTitle: string): SearchResult['kind'] =>
  groupTitle === 'Files' ? 'file' : groupTitle === 'Contacts' ? 'contact' : 'page'

/**
 * The search's groups: the back office's own pages the user may open (in their language) first in Pages,
 * then the mock's Pages, Files and Contacts (`GET /api/main-search/data`), each with its limit.
 */
export function buildSources(
  remote: SearchGroup[],
  ownPages: { title: string; link: string; icon: string }[],
  translate: (page: SearchItem & { link: string }) => string,
  opens: (link: string) => boolean = () => true,
): SearchSource<SearchResult>[] {
  const own = ownPages.map((page) => ({ ...page, key: `own:${page.link}`, kind: 'page' as const }))
  const ownLinks = new Set(own.map((page) => page.link))
  const groups = remote.map((group) => ({
    groupTitle: group.groupTitle,
    searchLimit: group.searchLimit,
    data: group.data
      .filter((item) => !(typeof item.link === 'string' && (ownLinks.has(item.link) || !opens(item.link))))
      .map((item, index): SearchResult => {
        const kind = kindOf(group.groupTitle)
        const link = typeof item.link === 'string' ? item.link : undefined
        return {
          ...item,
          key: `${group.groupTitle}:${index}`,
          kind,
          link,
          title: link ? translate({ ...item, link }) : item.title,
        }
      }),
  }))
  const pages = groups.find((group) => group.groupTitle === 'Pages')
  if (pages) pages.data = [...own, ...pages.data]
  else groups.unshift({ groupTitle: 'Pages', searchLimit: PAGES_LIMIT, data: own })
  return groups
}

/**
 * The global search (spec §2): placeholder 'Explore...', results grouped (Pages, Files, Contacts, 4 each),
 * prefix then substring matches on the title, 'No Result' when a group is empty. Arrow keys move, Enter
 * opens, Escape closes and clears. Opened by the navbar's search button or `/`; Ctrl/⌘+K opens the command palette
 * (CommandPalette.tsx) instead.
 */
export default function NavbarSearch({
  userData,
  onClose,
  port,
}: {
  userData: UserData
  onClose: () => void
  port?: SearchPort
}) {
  const { t, i18n } = useTranslation('shell')
  const [, navigate] = useLocation()
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const input = useRef<HTMLInputElement>(null)
  const root = useRef<HTMLDivElement>(null)
  const listId = useId()
  // A file or a contact chosen opens its preview; the search stays open behind it.
  const [preview, setPreview] = useState<(SearchResult & { kind: 'file' | 'contact' }) | null>(null)
  const previewing = useRef(false)
  previewing.current = preview !== null

  useEffect(() => input.current?.focus(), [])
  // The mock's pages, files and contacts; without them the search still finds the back office's own pages.
  const source = port ?? searchPort()
  const { value: remote, error } = useLoad(source ? () => source.loadSearchData() : null, 'search', NO_GROUPS)
  useEffect(() => {
    if (error) console.error('search', error)
  }, [error])
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!previewing.current && !root.current?.contains(event.target as Node)) onClose()
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [onClose])

  const sources = useMemo(() => {
    const ownPages = menuEntriesFor(userData)
      .flatMap((entry) => (entry.kind === 'item' ? [entry] : entry.items))
      .map((item) => ({ title: t(item.titleKey), link: item.path, icon: item.icon }))
    return buildSources(
      remote,
      ownPages,
      (page) => pageTitle(page, t),
      (link) => opensScreen(link, userData),
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  }, [remote, userData, t, i18n.language])
  const groups = useMemo(() => searchGroups(sources, query), [sources, query])
  const flat = flattenResults(groups)
  const optionId = (index: number) => `${listId}-option-${index}`

  const close = () => {
    setQuery('')
    onClose()
  }
  const choose = (result: SearchResult | undefined) => {
    if (!result) return
    if (result.kind !== 'page') return setPreview({ ...result, kind: result.kind })
    close()
    if (result.link) navigate(result.link)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((current) => moveActive(current, flat.length, event.key as 'ArrowDown' | 'ArrowUp'))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      choose(flat[active])
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close()
    }
  }

  let index = -1
  const showResults = query.trim() !== ''
  return (
    <Overlay ref={root}>
      <SearchIcon aria-hidden="true" />
      <input
        ref={input}
        type="text"
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={showResults}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showResults && flat[active] ? optionId(active) : undefined}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
      />
      <NavButton type="button" aria-label={t('search.close')} onClick={close}>
        <XIcon aria-hidden="true" />
      </NavButton>
      <SearchPreview result={preview} onClose={() => setPreview(null)} />
      {showResults && (
        <Results>
          <ul id={listId} role="listbox" aria-label={t('search.results')}>
            {groups.map((group) => (
              <li key={group.groupTitle} role="presentation">
                <h6 id={`${listId}-${group.groupTitle}`}>
                  {t(`search.groups.${group.groupTitle}`, { defaultValue: group.groupTitle })}
                </h6>
                <ul role="group" aria-labelledby={`${listId}-${group.groupTitle}`}>
                  {group.items.length === 0 && (
                    <NoResult role="presentation">{t('search.noResult')}</NoResult>
                  )}
                  {group.items.map((result) => {
                    index += 1
                    const position = index
                    const Icon = result.kind === 'page' ? pageIcon(String(result.icon ?? '')) : FileIcon
                    return (
                      <Option
                        key={result.key}
                        id={optionId(position)}
                        role="option"
                        aria-selected={position === active}
                        $active={position === active}
                        onMouseMove={(event) => {
                          // Only a real pointer move: Chromium sends synthetic hover events when the list appears under a resting pointer.
                          if (event.movementX || event.movementY) setActive(position)
                        }}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => choose(result)}
                      >
                        {result.kind === 'contact' && typeof result.img === 'string' && result.img !== '' ? (
                          <img src={result.img} alt="" />
                        ) : (
                          <Icon aria-hidden="true" />
                        )}
                        <span>
                          {result.title}
                          {result.kind === 'file' && typeof result.by === 'string' && (
                            <small>{result.by}</small>
                          )}
                          {result.kind === 'contact' && typeof result.email === 'string' && (
                            <small>{result.email}</small>
                          )}
                        </span>
                        {result.kind === 'file' && typeof result.size === 'string' && (
                          <span className="meta">{result.size}</span>
                        )}
                        {result.kind === 'contact' && typeof result.date === 'string' && (
                          <span className="meta">
                            {formatDisplayDate(new Date(result.date), i18n.language) || result.date}
                          </span>
                        )}
                      </Option>
                    )
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </Results>
      )}
    </Overlay>
  )
}
