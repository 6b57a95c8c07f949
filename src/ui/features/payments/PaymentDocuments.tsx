import { useCallback, useEffect, useId, useState } from 'react'
import { FileInput } from '../../kit/primitives/FileInput'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import type { Document } from '../../../domain/documents'
import { PortError } from '../../../ports/errors'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { useConfirmedAction } from '../../kit/actions/use-confirmed-action'
import { Section } from '../../kit/detail/DetailView'
import { DocumentList } from '../../kit/list/DocumentList'

const Muted = styled.p`
  color: ${({ theme }) => theme.skin.muted};
  margin: 0 0 1rem;
`
const Upload = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  label {
    font-size: 0.86rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`

const errorKey = (error: unknown) => `common:errors.${error instanceof PortError ? error.code : 'unknown'}`

/** A payment's documents (kept under the payment's name): list, open, upload and delete. */
export function PaymentDocuments({ paymentName, canEdit }: { paymentName: string; canEdit: boolean }) {
  const { t } = useTranslation('payments')
  const port = resolvePort(PORTS.documents)
  const confirmed = useConfirmedAction()
  const inputId = useId()
  const [documents, setDocuments] = useState<Document[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [uploading, setUploading] = useState(false)

  const reload = useCallback(async () => {
    try {
      setDocuments(await port.listDocuments({ location: paymentName }))
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }, [port, paymentName])
  useEffect(() => {
    void reload()
  }, [reload])

  const upload = async (file: File | undefined) => {
    if (!file) return
    setUploading(true)
    try {
      const content = new Uint8Array(await file.arrayBuffer())
      await port.createDocument({
        displayName: file.name,
        location: paymentName,
        contentType: file.type || 'application/octet-stream',
        content,
      })
      toast.success(t('documents.uploaded', { name: file.name }))
      await reload()
    } catch (error) {
      toast.error(t(errorKey(error)))
    } finally {
      setUploading(false)
    }
  }

  return (
    <Section title={t('documents.title')} id="payment-documents">
      {failed && <Muted role="alert">{t('documents.loadFailed')}</Muted>}
      {documents && documents.length === 0 && <Muted>{t('documents.empty')}</Muted>}
      {documents && documents.length > 0 && (
        <DocumentList
          label={t('documents.title')}
          documents={documents}
          deleteLabel={
            canEdit ? (document) => t('documents.delete', { name: document.displayName }) : undefined
          }
          onDelete={(document) =>
            confirmed.request({
              title: t('documents.confirmDelete'),
              message: document.displayName,
              confirmLabel: t('actions.delete'),
              doneMessage: t('documents.deleted', { name: document.displayName }),
              perform: () => port.deleteDocument(document.name),
              onDone: () => void reload(),
            })
          }
        />
      )}
      {canEdit && (
        <Upload>
          <label htmlFor={inputId}>{t('documents.upload')}</label>
          <FileInput id={inputId} disabled={uploading} onFiles={(files) => void upload(files[0])} />
        </Upload>
      )}
      {confirmed.dialog}
    </Section>
  )
}
