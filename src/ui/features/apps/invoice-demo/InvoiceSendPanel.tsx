import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { INVOICE_ISSUER, type Invoice } from '../../../../domain/apps/invoice'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { FormDialog } from '../../../kit/form/FormDialog'
import { FieldGrid } from '../../../kit/form/FormView'
import { TextField } from '../../../kit/form/fields'
import { useFormController } from '../../../kit/form/use-form-controller'
import { mailtoUrl, sendSchema, type SendValues } from './invoice-form-values'

const Note = styled.p`
  margin: 0 0 1rem;
  padding: 0.7rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.info.light};
  color: ${({ theme }) => theme.colors.info.text};
  font-size: 0.9rem;
`

/** Hands the message to the person's mail app (a mailto: link, followed). */
export function openMailDraft(url: string) {
  const link = document.createElement('a')
  link.href = url
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}

export interface InvoiceSendPanelProps {
  invoice: Invoice
  onOpenChange: (isOpen: boolean) => void
  onSent: (invoice: Invoice) => void
}

/**
 * "Send invoice" in a side panel: to, subject and message, checked. The demo server has no mail call, so Send
 * marks the invoice sent (kept on the page) and opens the message in the person's mail app.
 */
export function InvoiceSendPanel({ invoice, onOpenChange, onSent }: InvoiceSendPanelProps) {
  const { t } = useTranslation('invoiceApp')
  const port = resolvePort(PORTS.invoiceApp)
  const controller = useFormController<SendValues, Invoice>({
    schema: sendSchema,
    defaults: {
      to: invoice.client.companyEmail,
      subject: t('send.subjectDefault', { id: invoice.id, company: INVOICE_ISSUER.name }),
      message: t('send.messageDefault', {
        name: invoice.client.name,
        id: invoice.id,
        company: INVOICE_ISSUER.name,
      }),
    },
    save: async (values) => {
      const sent = await port.markSent(invoice.id)
      openMailDraft(mailtoUrl(values))
      return sent
    },
    onSaved: onSent,
  })
  return (
    <FormDialog
      controller={controller}
      panel="side"
      isOpen
      onOpenChange={onOpenChange}
      title={t('send.title')}
      submitLabel={t('send.submit')}
    >
      <Note>{t('send.note')}</Note>
      <FieldGrid $columns={1}>
        <TextField<SendValues> name="to" type="email" label={t('send.to')} required autoComplete="email" />
        <TextField<SendValues> name="subject" label={t('send.subject')} required />
        <TextField<SendValues> name="message" label={t('send.message')} multiline required />
      </FieldGrid>
    </FormDialog>
  )
}
