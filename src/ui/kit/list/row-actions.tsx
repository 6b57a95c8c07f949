import EllipsisVerticalIcon from 'lucide-react/icons/ellipsis-vertical'
import type { Column } from './DataTable'
import { ActionMenu, type MenuAction } from '../primitives/Menu'

/**
 * The last column of a list whose rows have actions (edit, delete, activate, ...): a menu button per row, named
 * after the row. Rows with no action allowed show nothing.
 */
export function rowActionsColumn<Row extends object>(options: {
  header: string
  /** The menu button's accessible name for a row ("Actions for Standard invoice"). */
  menuLabel: (row: Row) => string
  actions: (row: Row) => MenuAction[]
}): Column<Row> {
  return {
    id: 'actions',
    header: options.header,
    alwaysShown: true,
    align: 'end',
    cell: (row) => {
      const actions = options.actions(row)
      return actions.length ? (
        <ActionMenu
          label={options.menuLabel(row)}
          button={<EllipsisVerticalIcon aria-hidden="true" />}
          actions={actions}
        />
      ) : null
    },
  }
}
