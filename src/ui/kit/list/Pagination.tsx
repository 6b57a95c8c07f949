import { memo, useMemo } from 'react'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { PAGE_SIZES } from '../../../domain/lists'
import { controlBox } from '../primitives/surfaces'

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 1rem;
  select {
    ${controlBox};
    padding: 0.3rem 0.5rem;
    margin-inline-start: 0.35rem;
  }
`
const Pages = styled.ul`
  display: flex;
  gap: 0.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  button {
    min-width: 2.2rem;
    height: 2.2rem;
    border-radius: 50%;
    border: 0;
    background: ${({ theme }) => theme.skin.body};
    color: inherit;
    cursor: pointer;
  }
  button[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary.fill};
    color: ${({ theme }) => theme.colors.primary.onFill};
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
`

/** Page numbers around the current page: first, last, and two on each side, with gaps as null. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const pages = new Set([1, totalPages, page - 2, page - 1, page, page + 1, page + 2])
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b)
  return sorted.flatMap((p, index) => (index > 0 && p - sorted[index - 1]! > 1 ? [null, p] : [p]))
}

/** The page sizes to offer: PAGE_SIZES, and the list's own size when it is not one of them (the shop's 9). */
export const pageSizes = (perPage: number): number[] =>
  PAGE_SIZES.includes(perPage) ? [...PAGE_SIZES] : [...PAGE_SIZES, perPage].sort((a, b) => a - b)

export interface PaginationProps {
  page: number
  perPage: number
  totalRows: number
  totalPages: number
  onPage: (page: number) => void
  onPerPage: (perPage: number) => void
}

/** Memoised: the list renders again at every change of its query or state, paging only when its own props change. */
export const Pagination = memo(function Pagination({
  page,
  perPage,
  totalRows,
  totalPages,
  onPage,
  onPerPage,
}: PaginationProps) {
  const { t } = useTranslation()
  // Worded once per language (a page's buttons' names once per page number): paging renders again with every
  // answer of a search, and i18next's interpolation of these ten labels was most of its render (decision 0233).
  const words = useMemo(() => {
    const pages = new Map<number, string>()
    return {
      label: t('pagination.label'),
      show: t('pagination.show'),
      perPage: t('pagination.perPage'),
      previous: t('pagination.previous'),
      next: t('pagination.next'),
      page: (page: number) => {
        let label = pages.get(page)
        if (label === undefined) pages.set(page, (label = t('pagination.page', { page })))
        return label
      },
    }
  }, [t])
  const first = totalRows === 0 ? 0 : (page - 1) * perPage + 1
  const last = Math.min(page * perPage, totalRows)
  return (
    <Bar aria-label={words.label}>
      <label>
        {words.show}{' '}
        <select
          value={perPage}
          onChange={(event) => onPerPage(Number(event.target.value))}
          aria-label={words.perPage}
        >
          {pageSizes(perPage).map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      {/* Its own direction: in a right-to-left layout, "1–10 of 1729" in a left-to-right language read "10–1". */}
      <span aria-live="polite" dir="auto">
        {t('pagination.range', { first, last, total: totalRows })}
      </span>
      <Pages>
        <li>
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={words.previous}
          >
            ‹
          </button>
        </li>
        {pageWindow(page, totalPages).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                onClick={() => onPage(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={words.page(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
            aria-label={words.next}
          >
            ›
          </button>
        </li>
      </Pages>
    </Bar>
  )
})
