import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import PlusIcon from 'lucide-react/icons/plus'
import { Button } from '../../components/Button'
import { Card } from '../../components/Card'
import { DataTable, type Column } from './DataTable'
import { ExportButton } from './ExportButton'
import { FilterBar, type FilterDef } from './FilterBar'
import { Pagination } from './Pagination'
import { DeferredColumnChooser, DeferredSavedViewsMenu } from './DeferredTools'
import { SearchBox } from './SearchBox'
import { useSteady } from '../use-steady'
import type { ListController } from './use-list-controller'
import { LIST_KEYS, useListKeys } from './use-list-keys'
import { FailureText } from '../primitives/FailureText'
import { CreateLink } from '../actions/CreateLink'
import { useWordRefusal } from '../form/server-errors'
import { LiveNotice } from '../live/LiveNotice'
import { showToast } from '../toast'

// The list keys' help (a React Aria modal) loads when `?` first asks for it.
const ModalDialog = lazy(() =>
  import('../deferred-overlays').then(({ ModalDialog }) => ({ default: ModalDialog })),
)

const Keys = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.5rem;
  div {
    display: flex;
    gap: 1rem;
    align-items: center;
  }
  dt {
    min-width: 4rem;
  }
  dd {
    margin: 0;
  }
  kbd {
    padding: 0.1rem 0.45rem;
    border: 1px solid ${({ theme }) => theme.skin.border};
    border-radius: 0.25rem;
    font-family: inherit;
  }
`
const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  h1,
  h2 {
    margin: 0;
    font-size: 1.3rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.6rem;
`
const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  padding: 0.6rem 1rem;
  margin: 0.5rem 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary.light};
  color: ${({ theme }) => theme.colors.primary.text};
`
const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.8rem 1rem;
  margin: 0.5rem 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.danger.light};
  color: ${({ theme }) => theme.colors.danger.text};
`
/** The rows are the answer kept from an earlier visit: said plainly, in the warning colour. */
const KeptCopy = styled(Failure)`
  background: ${({ theme }) => theme.colors.warning.light};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.warning.main};
  color: ${({ theme }) => theme.skin.text};
`
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: 0.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.skin.heading};
`
/** An action on the selected rows (move to archive, delete, ...). */
export interface BulkAction<Row extends object> {
  id: string
  label: string
  run: (rows: Row[]) => void
  color?: 'primary' | 'danger' | 'warning' | 'secondary'
}

export interface ListViewProps<Row extends object> {
  list: ListController<Row>
  title: string
  /** h1 for a page's list, h2 for a list inside a tab or a section. */
  headingLevel?: 1 | 2
  columns: readonly Column<Row>[]
  /** Empty-list text. */
  empty: string
  filters?: readonly FilterDef[]
  /** The search box's label; no label, no search box (the call has no search). */
  searchLabel?: string
  /** A "create" link, shown only when given (the screen checks the ability). */
  create?: { href: string; label: string }
  rowHref?: (row: Row) => string
  /** Where `e` edits the active row (the page's main list only). */
  editHref?: (row: Row) => string
  rowLabel?: (row: Row) => string
  bulkActions?: readonly BulkAction<Row>[]
  /** The CSV file name's start; given, an export button exports the columns that declare a CSV value. */
  exportName?: string
  /** Under the table, before paging (the payments' total amount). */
  footer?: ReactNode
  /** More tools in the header (beside search, columns and export). */
  tools?: ReactNode
}

/**
 * The view of a list screen: title and tools (search, create, column chooser, CSV export), the filter bar,
 * the bulk bar for selected rows, the table with loading / empty / error states, a footer and paging.
 * It renders the controller's state and calls its actions; it never calls a port.
 */
export function ListView<Row extends object>({
  list,
  title,
  headingLevel = 1,
  columns,
  empty,
  filters,
  searchLabel,
  create,
  rowHref,
  editHref,
  rowLabel,
  bulkActions,
  exportName,
  footer,
  tools,
}: ListViewProps<Row>) {
  const { t, i18n } = useTranslation()
  const word = useWordRefusal()
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const headingId = `${list.id}-title`
  const shown = useMemo(
    () => columns.filter((column) => column.alwaysShown || !list.hiddenColumns.has(column.id)),
    [columns, list.hiddenColumns],
  )
  // A failed first load is the error state. With rows on screen, an unreachable server is a banner that stays
  // until a load succeeds (the controller keeps trying by itself); any other failure is a toast.
  const blocking = list.error !== null && list.rows.length === 0
  const [unreachable, setUnreachable] = useState(false)
  useEffect(() => {
    if (list.error?.code === 'unavailable') setUnreachable(true)
    else if (!list.error && !list.loading) setUnreachable(false)
    if (list.error && list.error.code !== 'unavailable' && list.rows.length > 0) {
      const said = word(list.error)
      showToast((toast) => toast.error(said))
    }
  }, [list.error, list.loading, list.rows.length, word])
  const selectedRows = list.rows.filter((row) => list.selected.has(list.rowId(row)))
  // Stable while the query changes, so that a search or a new page renders the parts that show the new state
  // (the search box, the table's busy state, then the rows), not the filter bar, paging or every row again.
  const { change } = list
  const { sortColumn, sort } = list.query
  const onSearch = useCallback((search: string) => change({ query: { search } }), [change])
  const onSort = useCallback(
    (column: string) =>
      change({
        query: { sortColumn: column, sort: sortColumn === column && sort === 'asc' ? 'desc' : 'asc' },
      }),
    [change, sortColumn, sort],
  )
  const onPage = useCallback((page: number) => change({ query: { page } }), [change])
  const onPerPage = useCallback((perPage: number) => change({ query: { perPage } }), [change])
  // The saved views menu reads the list's name and column choice only: given the controller, it rendered again at
  // every answer.
  const { id: listId, hiddenColumns, replaceHiddenColumns } = list
  const savedViewsList = useMemo(
    () => ({ id: listId, hiddenColumns, replaceHiddenColumns }),
    [listId, hiddenColumns, replaceHiddenColumns],
  )
  const steadyRowHref = useSteady(rowHref)
  const steadyRowLabel = useSteady(rowLabel)
  const [, navigate] = useLocation()
  const [active, setActive] = useState<number | null>(null)
  const [showKeys, setShowKeys] = useState(false)
  // Once asked for, the help stays mounted (its closing returns the focus like any dialog's).
  const [keysAsked, setKeysAsked] = useState(false)
  useEffect(() => setActive(null), [list.rows])
  // The page's own list (its heading is the page's h1) answers the list keys; lists in tabs do not.
  useListKeys(headingLevel === 1, (key) => {
    const row = active === null ? undefined : list.rows[active]
    switch (key) {
      case 'j':
      case 'k': {
        if (list.rows.length === 0) return false
        const next = active === null ? 0 : active + (key === 'j' ? 1 : -1)
        setActive(Math.max(0, Math.min(list.rows.length - 1, next)))
        return true
      }
      case 'Enter':
        if (!row || !rowHref) return false
        navigate(rowHref(row))
        return true
      case 'e':
        if (!row || !editHref) return false
        navigate(editHref(row))
        return true
      case 'n':
        if (!create) return false
        navigate(create.href)
        return true
      case '?':
        setKeysAsked(true)
        setShowKeys(true)
        return true
    }
  })
  return (
    <Card aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>{title}</Heading>
        <Tools>
          {searchLabel !== undefined && (
            <SearchBox label={searchLabel} value={list.query.search} onSearch={onSearch} />
          )}
          {tools}
          {list.inUrl && headingLevel === 1 && <DeferredSavedViewsMenu list={savedViewsList} />}
          <DeferredColumnChooser
            columns={columns}
            hidden={list.hiddenColumns}
            onChange={list.setColumnHidden}
          />
          {exportName && <ExportButton list={list} columns={columns} name={exportName} />}
          {create && (
            <CreateLink href={create.href}>
              <PlusIcon aria-hidden="true" size={16} />
              {create.label}
            </CreateLink>
          )}
        </Tools>
      </Header>
      {filters && filters.length > 0 && <FilterBar values={list.filters} change={change} filters={filters} />}
      {bulkActions && selectedRows.length > 0 && (
        <BulkBar role="region" aria-label={t('kit.bulkActions')}>
          <span aria-live="polite">{t('kit.selected', { count: selectedRows.length })}</span>
          {bulkActions.map((action) => (
            <Button
              key={action.id}
              type="button"
              $variant="solid"
              $color={action.color ?? 'primary'}
              onClick={() => action.run(selectedRows)}
            >
              {action.label}
            </Button>
          ))}
          <Button
            type="button"
            $variant="flat"
            $color="secondary"
            onClick={() => list.setSelected(new Set())}
          >
            {t('kit.clearSelection')}
          </Button>
        </BulkBar>
      )}
      {list.savedAt && (
        <KeptCopy role="status">
          <span>
            {t('kit.keptCopy', {
              time: list.savedAt.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </span>
        </KeptCopy>
      )}
      {unreachable && !blocking && !list.savedAt && (
        <Failure role="alert">
          <span>{t('kit.unreachableShowingLast')}</span>
        </Failure>
      )}
      {!blocking && (
        <LiveNotice>
          {list.fresh > 0 && (
            <Button type="button" $variant="outline" $color="primary" onClick={list.showFresh}>
              {t('kit.live.showNew', { count: list.fresh })}
            </Button>
          )}
        </LiveNotice>
      )}
      {blocking ? (
        <Failure role="alert">
          <FailureText error={list.error!} />
          <Button type="button" $variant="outline" $color="danger" onClick={() => void list.reload()}>
            {t('kit.retry')}
          </Button>
        </Failure>
      ) : (
        <DataTable
          caption={title}
          columns={shown}
          rows={list.rows}
          rowKey={list.rowId}
          rowLabel={steadyRowLabel}
          sortColumn={sortColumn}
          sort={sort}
          onSort={onSort}
          loading={list.loading}
          empty={empty}
          rowHref={steadyRowHref}
          activeIndex={active ?? undefined}
          selected={bulkActions ? list.selected : undefined}
          onSelectedChange={bulkActions ? list.setSelected : undefined}
        />
      )}
      {footer && <Footer>{footer}</Footer>}
      <Pagination
        page={list.query.page}
        perPage={list.query.perPage}
        totalRows={list.totalRows}
        totalPages={Math.max(list.totalPages, 1)}
        onPage={onPage}
        onPerPage={onPerPage}
      />
      {keysAsked && (
        <Suspense fallback={null}>
          <ModalDialog isOpen={showKeys} onOpenChange={setShowKeys} title={t('kit.keys.title')} isDismissable>
            <Keys>
              {LIST_KEYS.map((key) => (
                <div key={key}>
                  <dt>
                    <kbd>{key}</kbd>
                  </dt>
                  <dd>{t(`kit.keys.${key === '?' ? 'help' : key === 'Enter' ? 'open' : key}`)}</dd>
                </div>
              ))}
            </Keys>
          </ModalDialog>
        </Suspense>
      )}
    </Card>
  )
}
