import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { Link, useLocation } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import StarIcon from 'lucide-react/icons/star'
import ChevronDownIcon from 'lucide-react/icons/chevron-down'
import BookmarkIcon from 'lucide-react/icons/bookmark'
import { useSnapshot } from 'valtio'
import type { UserData } from '../../domain/auth'
import { bookmarkForPath, bookmarkSuggestions, splitBookmarks } from '../../domain/layout'
import type { BookmarkItem, BookmarksData, BookmarksPort } from '../../ports/bookmarks-port'
import { PORTS } from '../../ports/tokens'
import { optionalPort } from '../runtime/optional-port'
import { NavButton } from '../components/NavButton'
import { useLoad } from '../kit/use-load'
import { NavMenu, NavPanel } from './NavPopups'
import { pageIcon } from './page-icons'
import { opensScreen } from './opens-screen'
import { pageTitle } from './page-titles'
import { session } from '../session/session'

const Area = styled.div`
  display: flex;
  align-items: center;
  gap: 0.1rem;
  min-width: 0;
`
const Shortcuts = styled.ul`
  display: flex;
  align-items: center;
  list-style: none;
  margin: 0;
  padding: 0;
  @media (max-width: 767px) {
    display: none;
  }
`
const Shortcut = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.2rem;
  height: 2.2rem;
  color: ${({ theme }) => theme.skin.heading};
  &:hover {
    color: ${({ theme }) => theme.colors.primary.text};
  }
  svg {
    width: 1.3rem;
    height: 1.3rem;
  }
`
const StarButton = styled(NavButton)<{ $on: boolean }>`
  svg {
    color: ${({ theme, $on }) => ($on ? theme.colors.warning.text : 'inherit')};
    fill: ${({ theme, $on }) => ($on ? theme.colors.warning.main : 'none')};
  }
`
const SearchBox = styled.div`
  padding: 0.25rem 0.75rem 0.5rem;
  input {
    width: 100%;
    padding: 0.5rem 0.8rem;
    border: 1px solid ${({ theme }) => theme.skin.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.skin.card};
    color: ${({ theme }) => theme.skin.text};
  }
`
const Suggestion = styled.li`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.15rem 0.75rem;
  a {
    flex: 1;
    display: flex;
    align-items: center;
    gap: 0.6rem;
    padding: 0.45rem 0.5rem;
    color: ${({ theme }) => theme.skin.text};
    border-radius: 4px;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primary.light};
    color: ${({ theme }) => theme.colors.primary.text};
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
`
const Empty = styled.li`
  padding: 0.6rem 1.2rem;
  color: ${({ theme }) => theme.skin.muted};
`

function bookmarksPort(): BookmarksPort | undefined {
  return optionalPort(PORTS.bookmarks)
}

const NO_BOOKMARKS: BookmarksData = { suggestions: [], bookmarks: [] }

/**
 * The bookmark state of the bar: every page that can be bookmarked, and the bookmarked ones in order; only
 * pages the user can open are kept (`opensScreen`, decision 0060), so none is a dead end.
 */
export function useBookmarks(port: BookmarksPort | undefined, userData: UserData | null) {
  const { t } = useTranslation('shell')
  const loaded = useLoad(port ? () => port.loadBookmarks() : null, port ? 'bookmarks' : '', NO_BOOKMARKS)
  useEffect(() => {
    if (loaded.error) console.error('bookmarks', loaded.error)
  }, [loaded.error])
  // What the toggles answered, over what was loaded.
  const [toggled, setToggled] = useState<BookmarksData | null>(null)
  const { suggestions: pages, bookmarks } = toggled ?? loaded.value
  const offered = useMemo(() => {
    const opens = (page: BookmarkItem) => opensScreen(page.link, userData)
    return { pages: pages.filter(opens), bookmarks: bookmarks.filter(opens) }
  }, [pages, bookmarks, userData])
  const toggle = async (page: BookmarkItem) => {
    if (!port) return
    try {
      const updated = await port.toggleBookmark(page.id)
      setToggled((current) => {
        const data = current ?? loaded.value
        const others = data.bookmarks.filter((p) => p.id !== updated.id)
        return {
          ...data,
          suggestions: data.suggestions.map((p) => (p.id === updated.id ? updated : p)),
          bookmarks: updated.isBookmarked ? [...others, updated] : others,
        }
      })
    } catch (error) {
      console.error('bookmarks', error)
      toast.error(t('bookmarks.failed'))
    }
  }
  return { ...offered, toggle }
}

/**
 * The navbar's bookmark area (spec §2): a star for the current page, up to 10 shortcuts as icons, the rest in
 * an overflow dropdown, and the bookmark search (6 suggestions while typing, else every bookmark, each with
 * a star that toggles it).
 */
export default function NavbarBookmarks({
  port,
  userData,
}: {
  port?: BookmarksPort
  userData?: UserData | null
}) {
  const { t, i18n } = useTranslation('shell')
  const [location] = useLocation()
  const signedIn = useSnapshot(session).userData as UserData | null
  const { pages, bookmarks, toggle } = useBookmarks(port ?? bookmarksPort(), userData ?? signedIn)
  const [query, setQuery] = useState('')
  const searchInput = useRef<HTMLInputElement>(null)

  const titled = useMemo(() => {
    const withTitle = (page: BookmarkItem) => ({ ...page, title: pageTitle(page, t) })
    return { pages: pages.map(withTitle), bookmarks: bookmarks.map(withTitle) }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles follow the language
  }, [pages, bookmarks, t, i18n.language])
  const { shortcuts, overflow } = splitBookmarks(titled.bookmarks)
  const current = bookmarkForPath(titled.pages, location)
  const suggestions = bookmarkSuggestions(query, titled.pages, titled.bookmarks)

  return (
    <Area>
      {current && (
        <StarButton
          type="button"
          $on={current.isBookmarked}
          aria-pressed={current.isBookmarked}
          aria-label={
            current.isBookmarked
              ? t('bookmarks.remove', { title: current.title })
              : t('bookmarks.add', { title: current.title })
          }
          onClick={() => void toggle(current)}
        >
          <StarIcon aria-hidden="true" />
        </StarButton>
      )}
      <nav aria-label={t('bookmarks.label')}>
        <Shortcuts>
          {shortcuts.map((page) => {
            const Icon = pageIcon(page.icon)
            return (
              <li key={page.id}>
                <Shortcut href={page.link} aria-label={page.title} title={page.title}>
                  <Icon aria-hidden="true" />
                </Shortcut>
              </li>
            )
          })}
        </Shortcuts>
      </nav>
      {overflow.length > 0 && (
        <NavMenu
          label={t('bookmarks.more')}
          align="start"
          button={<ChevronDownIcon aria-hidden="true" />}
          items={overflow.map((page) => {
            const Icon = pageIcon(page.icon)
            return {
              id: String(page.id),
              href: page.link,
              textValue: page.title,
              content: (
                <>
                  <Icon aria-hidden="true" />
                  {page.title}
                </>
              ),
            }
          })}
        />
      )}
      <NavPanel
        label={t('bookmarks.search')}
        align="start"
        width="19rem"
        button={<BookmarkIcon aria-hidden="true" />}
      >
        {(close) => (
          <BookmarkSearch
            inputRef={searchInput}
            query={query}
            onQuery={setQuery}
            suggestions={suggestions}
            onToggle={(page) => void toggle(page)}
            onOpen={() => {
              setQuery('')
              close()
            }}
          />
        )}
      </NavPanel>
    </Area>
  )
}

function BookmarkSearch({
  inputRef,
  query,
  onQuery,
  suggestions,
  onToggle,
  onOpen,
}: {
  inputRef: RefObject<HTMLInputElement | null>
  query: string
  onQuery: (query: string) => void
  suggestions: BookmarkItem[]
  onToggle: (page: BookmarkItem) => void
  onOpen: () => void
}) {
  const { t } = useTranslation('shell')
  useEffect(() => inputRef.current?.focus(), [inputRef])
  return (
    <>
      <SearchBox>
        <input
          ref={inputRef}
          type="search"
          value={query}
          aria-label={t('bookmarks.searchLabel')}
          placeholder={t('bookmarks.searchPlaceholder')}
          onChange={(e) => onQuery(e.target.value)}
        />
      </SearchBox>
      <ul
        style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: '20rem', overflowY: 'auto' }}
        aria-label={t('bookmarks.suggestions')}
      >
        {suggestions.length === 0 && <Empty>{t('search.noResult')}</Empty>}
        {suggestions.map((page) => {
          const Icon = pageIcon(page.icon)
          return (
            <Suggestion key={page.id}>
              <Link href={page.link} onClick={onOpen}>
                <Icon aria-hidden="true" />
                {page.title}
              </Link>
              <StarButton
                type="button"
                $on={page.isBookmarked}
                aria-pressed={page.isBookmarked}
                aria-label={
                  page.isBookmarked
                    ? t('bookmarks.remove', { title: page.title })
                    : t('bookmarks.add', { title: page.title })
                }
                onClick={() => onToggle(page)}
              >
                <StarIcon aria-hidden="true" />
              </StarButton>
            </Suggestion>
          )
        })}
      </ul>
    </>
  )
}
