import type { ReactNode } from 'react'
import {
  useFieldArray,
  useFormContext,
  type ArrayPath,
  type FieldArray,
  type FieldValues,
} from 'react-hook-form'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import ArrowUpIcon from 'lucide-react/icons/arrow-up'
import ArrowDownIcon from 'lucide-react/icons/arrow-down'
import TrashIcon from 'lucide-react/icons/trash-2'
import PlusIcon from 'lucide-react/icons/plus'
import { Button } from '../../components/Button'
import { FieldMessage, useFieldError } from './fields'

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.skin.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1rem;
  margin: 0 0 1.25rem;
  min-width: 0;
  legend {
    padding: 0 0.4rem;
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const Rows = styled.ol`
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`
const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.skin.body};
`
const Cells = styled.div<{ $columns: string }>`
  flex: 1 1 30rem;
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  gap: 0.75rem;
  min-width: 0;
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`
const RowTools = styled.div`
  display: flex;
  gap: 0.25rem;
  padding-top: 1.5rem;
  button {
    padding: 0.45rem;
  }
`
const Empty = styled.p`
  margin: 0 0 0.75rem;
  color: ${({ theme }) => theme.skin.muted};
`

export interface LineItemsEditorProps<V extends FieldValues> {
  /** The array field (`items`, `services`, `orders`). */
  name: ArrayPath<V>
  legend: string
  /** A new row's values. */
  newRow: () => FieldArray<V, ArrayPath<V>>
  addLabel: string
  /** How a row is read out (`Item 2`) in its buttons' names. */
  rowLabel: (index: number) => string
  /** The fields of row `index` (their names start with `${name}.${index}.`). */
  renderRow: (index: number) => ReactNode
  /** Grid columns of a row's fields (CSS), for example `2fr 1fr 2fr`. */
  columns?: string
  emptyText?: string
  /** Whether rows can be reordered (move up / move down). */
  reorder?: boolean
  /** Shown under the rows (a total). */
  footer?: ReactNode
}

/**
 * Rows of a form (order items, services, invoice lines, payment distribution): add, remove and reorder
 * rows, each row's fields validated by the form's schema. Every button names its row for screen readers.
 */
export function LineItemsEditor<V extends FieldValues>({
  name,
  legend,
  newRow,
  addLabel,
  rowLabel,
  renderRow,
  columns = 'repeat(auto-fit, minmax(10rem, 1fr))',
  emptyText,
  reorder = true,
  footer,
}: LineItemsEditorProps<V>) {
  const { t } = useTranslation()
  const { control } = useFormContext<V>()
  const { fields, append, remove, move } = useFieldArray({ control, name })
  // An error of the whole list (too few rows, a rule over all of them): react-hook-form keeps it under `root`
  // once rows exist.
  const listError = useFieldError(name)
  const rootError = useFieldError(`${name}.root`)
  const error = listError ?? rootError
  return (
    <Group>
      <legend>{legend}</legend>
      {fields.length === 0 && emptyText && <Empty>{emptyText}</Empty>}
      <Rows>
        {fields.map((field, index) => (
          <Row key={field.id} aria-label={rowLabel(index)}>
            <Cells $columns={columns}>{renderRow(index)}</Cells>
            <RowTools>
              {reorder && (
                <>
                  <Button
                    type="button"
                    $variant="flat"
                    $color="secondary"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('kit.moveUp', { row: rowLabel(index) })}
                  >
                    <ArrowUpIcon size={16} aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    $variant="flat"
                    $color="secondary"
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('kit.moveDown', { row: rowLabel(index) })}
                  >
                    <ArrowDownIcon size={16} aria-hidden="true" />
                  </Button>
                </>
              )}
              <Button
                type="button"
                $variant="flat"
                $color="danger"
                onClick={() => remove(index)}
                aria-label={t('kit.removeRow', { row: rowLabel(index) })}
              >
                <TrashIcon size={16} aria-hidden="true" />
              </Button>
            </RowTools>
          </Row>
        ))}
      </Rows>
      {error && <FieldMessage role="alert">{error}</FieldMessage>}
      <Button type="button" $variant="outline" onClick={() => append(newRow())}>
        <PlusIcon size={16} aria-hidden="true" />
        {addLabel}
      </Button>
      {footer}
    </Group>
  )
}
