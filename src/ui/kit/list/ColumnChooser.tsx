import { memo, useRef } from 'react'
import { Checkbox, Dialog, DialogTrigger, Popover } from 'react-aria-components'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import Columns3 from 'lucide-react/icons/columns-3'
import { MenuButton } from '../primitives/Menu'
import { floatingSurface } from '../primitives/surfaces'
import type { TakeOver } from '../on-demand'
import { useTakeOver } from '../use-take-over'
import type { Column } from './DataTable'

const Panel = styled(Popover)`
  ${floatingSurface};
  padding: 0.8rem 1rem;
  min-width: 13rem;
  [role='dialog'] {
    outline: none;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
`
const Choice = styled(Checkbox)`
  display: flex;
  align-items: center;
  gap: 0.55rem;
  cursor: pointer;
  .box {
    width: 1rem;
    height: 1rem;
    border: 1px solid ${({ theme }) => theme.skin.muted};
    border-radius: 0.2rem;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    font-size: 0.75rem;
  }
  &[data-selected] .box {
    background: ${({ theme }) => theme.colors.primary.fill};
    border-color: ${({ theme }) => theme.colors.primary.main};
    color: ${({ theme }) => theme.colors.primary.onFill};
  }
  &[data-focus-visible] .box {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
  &[data-disabled] {
    opacity: 0.6;
  }
`

/** The columns a person shows or hides on a list; the choice is kept per list on this machine. */
function ColumnChooserOf<Row extends object>({
  columns,
  hidden,
  onChange,
  takeOver,
}: {
  columns: readonly Column<Row>[]
  hidden: ReadonlySet<string>
  onChange: (column: string, hidden: boolean) => void
  /** What was done to the stand-in before this code came (`ListView`'s deferred tools). */
  takeOver?: TakeOver
}) {
  const { t } = useTranslation()
  const trigger = useRef<HTMLButtonElement>(null)
  useTakeOver(trigger, takeOver)
  return (
    <DialogTrigger>
      <MenuButton ref={trigger} aria-label={t('kit.columns')}>
        <Columns3 aria-hidden="true" />
      </MenuButton>
      <Panel placement="bottom end">
        <Dialog aria-label={t('kit.columns')}>
          {columns.map((column) => (
            <Choice
              key={column.id}
              isSelected={!hidden.has(column.id)}
              isDisabled={column.alwaysShown}
              onChange={(shown) => onChange(column.id, !shown)}
            >
              {({ isSelected }) => (
                <>
                  <span className="box" aria-hidden="true">
                    {isSelected ? '✓' : ''}
                  </span>
                  {column.header}
                </>
              )}
            </Choice>
          ))}
        </Dialog>
      </Panel>
    </DialogTrigger>
  )
}

/** Memoised: the list's query changes (a search, a page) leave the columns and the choice as they were. */
export const ColumnChooser = memo(ColumnChooserOf) as typeof ColumnChooserOf
