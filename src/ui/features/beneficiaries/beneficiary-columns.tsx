import type { TFunction } from 'i18next'
import PencilIcon from 'lucide-react/icons/pencil'
import Trash2Icon from 'lucide-react/icons/trash-2'
import EllipsisVerticalIcon from 'lucide-react/icons/ellipsis-vertical'
import type { InvoicePayee } from '../../../domain/invoices'
import { Badge } from '../../components/Badge'
import type { Column } from '../../kit/list/DataTable'
import { ActionMenu, type MenuAction } from '../../kit/primitives/Menu'

export interface BeneficiaryColumnOptions {
  country: (countryName: string) => string
  /** Opens the edit dialog; absent when the user may not edit. */
  onEdit?: (payee: InvoicePayee) => void
  /** Asks to delete; absent when the user may not delete. */
  onDelete?: (payee: InvoicePayee) => void
}

/** The columns of the beneficiaries list, as plain declarations (the kit renders, sorts, hides and exports them). */
export function beneficiaryColumns(t: TFunction, options: BeneficiaryColumnOptions): Column<InvoicePayee>[] {
  const text = (
    id: keyof InvoicePayee & string,
    header: string,
    { leftToRight = false, show = (p: InvoicePayee) => String(p[id]) } = {},
  ): Column<InvoicePayee> => ({
    id,
    header,
    sortable: true,
    // Isolated, so Latin text keeps its punctuation in place in a right-to-left page.
    cell: (p) => (leftToRight ? <bdi dir="ltr">{show(p)}</bdi> : <bdi>{show(p)}</bdi>),
    csv: show,
  })
  const columns: Column<InvoicePayee>[] = [
    { ...text('displayName', t('beneficiaries:columns.displayName')), alwaysShown: true },
    text('bankDisplayName', t('beneficiaries:columns.bank')),
    text('bankPayeeDisplayName', t('beneficiaries:columns.payee')),
    text('bankPayeeAddressDisplayName', t('beneficiaries:columns.address')),
    text('countryCode', t('beneficiaries:columns.country'), { show: (p) => options.country(p.countryCode) }),
    text('bankPayeeAccountDisplayName', t('beneficiaries:columns.account'), { leftToRight: true }),
    text('swift', t('beneficiaries:columns.swift'), { leftToRight: true }),
    text('bankRoutingNumber', t('beneficiaries:columns.routingNumber'), { leftToRight: true }),
    {
      id: 'isActive',
      header: t('beneficiaries:columns.status'),
      sortable: true,
      cell: (p) =>
        p.isActive ? (
          <Badge $color="light-success">{t('beneficiaries:active')}</Badge>
        ) : (
          <Badge $color="light-secondary">{t('beneficiaries:inactive')}</Badge>
        ),
      csv: (p) => (p.isActive ? t('beneficiaries:active') : t('beneficiaries:inactive')),
    },
  ]
  const { onEdit, onDelete } = options
  if (!onEdit && !onDelete) return columns
  return [
    ...columns,
    {
      id: 'actions',
      header: t('beneficiaries:columns.actions'),
      alwaysShown: true,
      align: 'end',
      cell: (p) => {
        const actions: MenuAction[] = []
        if (onEdit)
          actions.push({
            id: 'edit',
            label: t('beneficiaries:actions.edit'),
            icon: <PencilIcon aria-hidden="true" />,
            onAction: () => onEdit(p),
          })
        if (onDelete)
          actions.push({
            id: 'delete',
            label: t('beneficiaries:actions.delete'),
            icon: <Trash2Icon aria-hidden="true" />,
            danger: true,
            onAction: () => onDelete(p),
          })
        return (
          <ActionMenu
            label={t('beneficiaries:actions.menu', { payee: p.displayName })}
            button={<EllipsisVerticalIcon aria-hidden="true" />}
            actions={actions}
          />
        )
      },
    },
  ]
}
