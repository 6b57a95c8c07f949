import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { toast } from 'sonner'
import { Card } from '../../../components/Card'
import { PAGE_ICONS } from '../../../shell/page-icons'
import { SearchBox } from '../../../kit/list/SearchBox'

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: 0.75rem;
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  button {
    width: 100%;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.5rem;
    padding: 1rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.skin.border};
    border-radius: ${({ theme }) => theme.radius};
    background: transparent;
    color: ${({ theme }) => theme.skin.text};
    font: inherit;
    font-size: 0.85rem;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  button:hover,
  button:focus-visible {
    color: ${({ theme }) => theme.colors.primary.text};
    border-color: ${({ theme }) => theme.colors.primary.main};
    outline: none;
  }
`

/**
 * The icons this app uses (its feather-named set, drawn by lucide), searchable by name; a click copies the name.
 * Only these are bundled: the whole icon library is 51 MB, so the page shows what the app ships.
 */
export default function IconsPage() {
  const { t } = useTranslation('uiPages')
  const [query, setQuery] = useState('')
  const names = useMemo(
    () =>
      Object.keys(PAGE_ICONS)
        .filter((name) => name.includes(query.trim().toLowerCase()))
        .sort(),
    [query],
  )
  const copy = async (name: string) => {
    try {
      await navigator.clipboard.writeText(name)
      toast.success(t('icons.copied', { name }))
    } catch {
      toast.error(t('icons.copyFailed'))
    }
  }
  return (
    <Card aria-labelledby="icons-title">
      <h2 id="icons-title">{t('icons.title')}</h2>
      <SearchBox label={t('icons.search')} value={query} onSearch={setQuery} />
      <p role="status">{t('icons.count', { count: names.length })}</p>
      <Grid aria-label={t('icons.title')}>
        {names.map((name) => {
          const Icon = PAGE_ICONS[name]!
          return (
            <li key={name}>
              <button type="button" onClick={() => void copy(name)} aria-label={t('icons.copy', { name })}>
                <Icon aria-hidden="true" size={24} />
                <span>{name}</span>
              </button>
            </li>
          )
        })}
      </Grid>
    </Card>
  )
}
