import { shownOnDemand } from '../../../kit/shown-on-demand'

/** The preview's send panel, its code (the form and schema libraries) loaded when it is first opened. */
export const InvoiceSendPanelOnOpen = shownOnDemand(() =>
  import('./InvoiceSendPanel').then(({ InvoiceSendPanel }) => InvoiceSendPanel),
)

/** The preview's payment panel, its code (the form, schema and date libraries) loaded when it is first opened. */
export const InvoicePaymentPanelOnOpen = shownOnDemand(() =>
  import('./InvoicePaymentPanel').then(({ InvoicePaymentPanel }) => InvoicePaymentPanel),
)
