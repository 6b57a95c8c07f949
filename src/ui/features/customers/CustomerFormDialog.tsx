import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import type { Customer } from '../../../domain/customers'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { FormDialog } from '../../kit/form/FormDialog'
import { useFormController } from '../../kit/form/use-form-controller'
import {
  customerSchema,
  customerToFormValues,
  formValuesToCustomer,
  NEW_CUSTOMER_VALUES,
  type CustomerFormValues,
} from './customer-form-values'
import { CustomerFields } from './CustomerFields'

export interface CustomerFormDialogProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The customer to edit; none: a new customer. */
  customer?: Customer
  /** After a successful save (the caller reloads its list or record). */
  onSaved: (saved: Customer) => void
}

/**
 * A new customer or a customer's edit, in a dialog (the route table has no customer form routes). Creating
 * sends one X-RequestId per save action; the individual rule empties the company name on the way out.
 */
export function CustomerFormDialog(props: CustomerFormDialogProps) {
  // The form is made afresh each time the dialog opens, from the customer as it is then.
  return props.isOpen ? <CustomerForm {...props} /> : null
}

const customerLabel = (customer: Customer) => `${customer.id} · ${customer.displayName}`

function CustomerForm({ isOpen, onOpenChange, customer, onSaved }: CustomerFormDialogProps) {
  const { t } = useTranslation('customers')
  const port = resolvePort(PORTS.customers)
  // The customer as last read: after a save refused as stale, the server's current one (and its etag).
  const [current, setCurrent] = useState(customer)
  const controller = useFormController<CustomerFormValues, Customer>({
    schema: customerSchema,
    defaults: customer ? customerToFormValues(customer) : NEW_CUSTOMER_VALUES,
    entity: 'customer',
    record: customer && {
      name: customer.name,
      read: async () => customerToFormValues(await port.getCustomer(customer.name)),
    },
    loadLatest: customer
      ? async () => {
          const latest = await port.getCustomer(customer.name)
          setCurrent(latest)
          return customerToFormValues(latest)
        }
      : undefined,
    save: (values, { requestId }) =>
      current
        ? port.updateCustomer(current.name, formValuesToCustomer(values, current))
        : port.createCustomer(formValuesToCustomer(values), { requestId }),
    onSaved: (saved) => {
      if (customer) toast.success(t('done.updated', { customer: customerLabel(saved) }))
      onOpenChange(false)
      onSaved(saved)
    },
    // A new customer: the kit's toast links to its page (the list may not show it on this page).
    created: (saved) => ({
      message: t('done.created', { customer: customerLabel(saved) }),
      name: customerLabel(saved),
      href: `/customers/${saved.id}/view`,
    }),
  })
  return (
    <FormDialog
      controller={controller}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={customer ? t('form.editTitle', { customer: customer.id }) : t('form.createTitle')}
      submitLabel={customer ? undefined : t('form.create')}
      width="48rem"
    >
      <CustomerFields />
    </FormDialog>
  )
}
