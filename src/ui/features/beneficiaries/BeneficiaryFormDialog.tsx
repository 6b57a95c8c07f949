import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import type { InvoicePayee } from '../../../domain/invoices'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { FormDialog } from '../../kit/form/FormDialog'
import { useFormController } from '../../kit/form/use-form-controller'
import {
  beneficiarySchema,
  beneficiaryToFormValues,
  formValuesToBeneficiary,
  NEW_BENEFICIARY_VALUES,
  type BeneficiaryFormValues,
} from './beneficiary-form-values'
import { BeneficiaryFields } from './BeneficiaryFields'

export interface BeneficiaryFormDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The payee to edit; none: a new one. */
  payee?: InvoicePayee
  /** The countries of the country select. */
  countries: readonly { name: string; displayName: string }[]
  /** After a successful save (the caller reloads its list). */
  onSaved: (saved: InvoicePayee) => void
}

/** A new beneficiary or a beneficiary's edit, in a dialog (the route table has no payee form routes). */
export function BeneficiaryFormDialog(props: BeneficiaryFormDialogProps) {
  // The form is made afresh each time the dialog opens, from the payee as it is then.
  return props.isOpen ? <BeneficiaryForm {...props} /> : null
}

function BeneficiaryForm({ isOpen, onOpenChange, payee, countries, onSaved }: BeneficiaryFormDialogProps) {
  const { t } = useTranslation('beneficiaries')
  const port = resolvePort(PORTS.invoicePayees)
  // The payee as last read: after a save refused as stale, the server's current one (and its etag).
  const [current, setCurrent] = useState(payee)
  const controller = useFormController<BeneficiaryFormValues, InvoicePayee>({
    schema: beneficiarySchema,
    defaults: payee ? beneficiaryToFormValues(payee) : NEW_BENEFICIARY_VALUES,
    entity: 'invoice_payee',
    record: payee && {
      name: payee.name,
      read: async () => beneficiaryToFormValues(await port.getInvoicePayee(payee.name)),
    },
    loadLatest: payee
      ? async () => {
          const latest = await port.getInvoicePayee(payee.name)
          setCurrent(latest)
          return beneficiaryToFormValues(latest)
        }
      : undefined,
    save: (values, { requestId }) =>
      current
        ? port.updateInvoicePayee(current.name, formValuesToBeneficiary(values, current))
        : port.createInvoicePayee(formValuesToBeneficiary(values), { requestId }),
    onSaved: (saved) => {
      toast.success(
        payee
          ? t('done.updated', { payee: saved.displayName })
          : t('done.created', { payee: saved.displayName }),
      )
      onOpenChange(false)
      onSaved(saved)
    },
  })
  return (
    <FormDialog
      controller={controller}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={payee ? t('form.editTitle', { payee: payee.displayName }) : t('form.createTitle')}
      submitLabel={payee ? undefined : t('form.create')}
      width="44rem"
    >
      <BeneficiaryFields countries={countries} />
    </FormDialog>
  )
}
