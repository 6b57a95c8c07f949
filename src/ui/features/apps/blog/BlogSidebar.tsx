import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { Link } from 'wouter'
import styled from 'styled-components'
import { recentWithChanges, type BlogSidebar as SidebarData } from '../../../../domain/apps/blog'
import { SearchBox } from '../../../kit/list/SearchBox'
import { FeatherIcon } from '../../../components/FeatherIcon'
import { blogChanges, blogLocal } from './blog-local'
import { PanelCard } from './blog-styles'

const SearchCard = styled(PanelCard)`
  input {
    width: 100%;
  }
`
const Recent = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  li {
    display: flex;
    gap: 0.75rem;
    align-items: center;
  }
  img {
    width: 4.5rem;
    height: 3.2rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    flex: none;
  }
  a {
    color: ${({ theme }) => theme.skin.heading};
    font-weight: 500;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary.text};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.skin.muted};
  }
`
const Categories = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  button {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    width: 100%;
    padding: 0.45rem 0.6rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    background: transparent;
    color: ${({ theme }) => theme.skin.text};
    cursor: pointer;
    text-align: start;
    font: inherit;
  }
  button .icon {
    display: inline-flex;
    padding: 0.35rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary.light};
    color: ${({ theme }) => theme.colors.primary.text};
  }
  button .count {
    margin-inline-start: auto;
    color: ${({ theme }) => theme.skin.muted};
  }
  button:hover,
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary.light};
    color: ${({ theme }) => theme.colors.primary.text};
  }
`

export interface BlogSidebarProps {
  sidebar: SidebarData | null
  search: string
  onSearch: (search: string) => void
  /** The chosen category, if any; choosing it again clears it. */
  category?: string
  onCategory: (category: string | undefined) => void
  /** Posts per category, when known. */
  counts?: Readonly<Record<string, number>>
}

/** The blog's sidebar: search, the recent posts and the categories (a filter). */
export function BlogSidebar({ sidebar, search, onSearch, category, onCategory, counts }: BlogSidebarProps) {
  const { t } = useTranslation('blog')
  // Re-renders when this page saves an edit.
  useSnapshot(blogLocal)
  return (
    <aside aria-label={t('sidebar.label')}>
      <SearchCard as="div" role="search">
        <SearchBox value={search} onSearch={onSearch} label={t('sidebar.search')} />
      </SearchCard>
      {sidebar && (
        <>
          <PanelCard aria-labelledby="blog-recent">
            <h2 id="blog-recent">{t('sidebar.recent')}</h2>
            <Recent>
              {sidebar.recentPosts.map((recent) => {
                const post = recentWithChanges(recent, blogChanges())
                return (
                  <li key={post.id}>
                    <img src={post.img} alt="" />
                    <div>
                      <Link href={`/pages/blog/detail/${post.id}`}>{post.title}</Link>
                      <small>{post.createdTime}</small>
                    </div>
                  </li>
                )
              })}
            </Recent>
          </PanelCard>
          <PanelCard aria-labelledby="blog-categories">
            <h2 id="blog-categories">{t('sidebar.categories')}</h2>
            <Categories>
              {sidebar.categories.map(({ category: name, icon }) => (
                <li key={name}>
                  <button
                    type="button"
                    aria-pressed={category?.toLowerCase() === name.toLowerCase()}
                    onClick={() =>
                      onCategory(category?.toLowerCase() === name.toLowerCase() ? undefined : name)
                    }
                  >
                    <span className="icon">
                      <FeatherIcon name={icon} size={16} />
                    </span>
                    {name}
                    {counts?.[name] !== undefined && (
                      <span className="count">
                        <span className="visually-hidden">
                          {t('sidebar.postCount', { count: counts[name] })}
                        </span>
                        <span aria-hidden="true">{counts[name]}</span>
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </Categories>
          </PanelCard>
        </>
      )}
    </aside>
  )
}
