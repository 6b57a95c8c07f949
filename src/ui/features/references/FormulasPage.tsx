import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PlusIcon from 'lucide-react/icons/plus'
import PencilIcon from 'lucide-react/icons/pencil'
import Trash2Icon from 'lucide-react/icons/trash-2'
import { filtersText, type Formula } from '../../../domain/formulas'
import { queryLocally, type ListQuery } from '../../../domain/lists'
import { PORTS } from '../../../ports/tokens'
import { useCan } from '../../session/use-can'
import { resolvePort } from '../../runtime/use-port'
import { Button } from '../../components/Button'
import { useConfirmedAction } from '../../kit/actions/use-confirmed-action'
import type { Column } from '../../kit/list/DataTable'
import { ListView } from '../../kit/list/ListView'
import { rowActionsColumn } from '../../kit/list/row-actions'
import { useListController } from '../../kit/list/use-list-controller'
import type { MenuAction } from '../../kit/primitives/Menu'
import { shownOnDemand } from '../../kit/shown-on-demand'

/** A price rule's form dialog, its code (the form and schema libraries) loaded when it is first opened. */
const FormulaDialogOnOpen = shownOnDemand(() =>
  import('./FormulaDialog').then(({ FormulaDialog }) => FormulaDialog),
)

const RESOURCE = 'rules'
const toQuery = (query: ListQuery) => query

/** `/rules`: the price rules (formulas), searched, sorted and paged in the browser; create, edit, delete with Undo. */
export default function FormulasPage() {
  const { t } = useTranslation('references')
  const can = useCan()
  const confirmed = useConfirmedAction()
  const port = resolvePort(PORTS.formulas)
  const [editing, setEditing] = useState<{ formula?: Formula } | null>(null)
  const load = useCallback(
    async (query: ListQuery) =>
      queryLocally(await port.listFormulas(), query, {
        searchTexts: (f) => [f.entityName, f.key, f.value, filtersText(f.filters)],
        sortKey: (f, column) =>
          column === 'filters'
            ? filtersText(f.filters)
            : (f as unknown as Record<string, string | number>)[column],
      }),
    [port],
  )
  const list = useListController({
    id: 'rules',
    load,
    toQuery,
    defaults: { sortColumn: 'id', sort: 'asc' },
    rowId: (f: Formula) => f.name,
  })
  const mayEdit = can('manage', RESOURCE)
  const columns = useMemo(() => {
    const text = (id: string, header: string, show: (f: Formula) => string): Column<Formula> => ({
      id,
      header,
      sortable: true,
      cell: (f) => <bdi dir="ltr">{show(f)}</bdi>,
      csv: show,
    })
    const columns: Column<Formula>[] = [
      { ...text('id', t('columns.id'), (f) => String(f.id)), alwaysShown: true },
      text('entityName', t('columns.entity'), (f) => f.entityName),
      text('key', t('columns.key'), (f) => f.key),
      text('value', t('columns.value'), (f) => f.value),
      text('filters', t('columns.filters'), (f) => filtersText(f.filters)),
    ]
    if (!mayEdit) return columns
    const actions = (f: Formula): MenuAction[] => [
      {
        id: 'edit',
        label: t('actions.edit'),
        icon: <PencilIcon aria-hidden="true" />,
        onAction: () => setEditing({ formula: f }),
      },
      {
        id: 'delete',
        label: t('actions.delete'),
        icon: <Trash2Icon aria-hidden="true" />,
        danger: true,
        onAction: () =>
          confirmed.request({
            title: t('confirm.deleteRuleTitle'),
            message: t('confirm.deleteRuleMessage', { id: f.id }),
            confirmLabel: t('actions.delete'),
            tone: 'danger',
            doneMessage: t('done.ruleDeleted', { id: f.id }),
            perform: () => port.deleteFormula(f.name),
            onDone: () => void list.reload(),
          }),
      },
    ]
    return [
      ...columns,
      rowActionsColumn({
        header: t('columns.actions'),
        menuLabel: (f) => t('actions.ruleMenu', { id: f.id }),
        actions,
      }),
    ]
  }, [t, mayEdit, confirmed, port, list])

  return (
    <>
      <ListView
        list={list}
        title={t('titles.rules')}
        columns={columns}
        empty={t('empty')}
        searchLabel={t('search')}
        tools={
          mayEdit ? (
            <Button type="button" onClick={() => setEditing({})}>
              <PlusIcon aria-hidden="true" size={16} />
              {t('actions.createRule')}
            </Button>
          ) : undefined
        }
        rowLabel={(f) => t('ruleLabel', { id: f.id })}
        exportName="rules"
      />
      {editing && (
        <FormulaDialogOnOpen
          formula={editing.formula}
          onClose={() => setEditing(null)}
          onSaved={() => void list.reload()}
        />
      )}
      {confirmed.dialog}
    </>
  )
}
