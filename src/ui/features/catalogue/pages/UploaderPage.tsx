import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { Document } from '../../../../domain/documents'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { useNumberFormatters } from '../../../i18n/format-number'
import { useConfirmedAction } from '../../../kit/actions/use-confirmed-action'
import { FileUploader } from '../../../kit/form/FileUploader'
import { DocumentList } from '../../../kit/list/DocumentList'
import { Alert } from '../../../kit/primitives/Alert'
import { ReferenceSelect } from '../../../kit/primitives/ComboBox'
import { customerLabel, customerOptions } from '../../shared'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'

/** The mock API's limit on one document (mock-server/services/documents.ts). */
const MAX_BYTES = 10 * 1024 * 1024
const ACCEPT = ['application/pdf', 'image/*', '.csv', '.txt']

const Picker = styled.div`
  max-width: 24rem;
  margin-bottom: 1rem;
`

const UPLOADER_CODE = `
const port = resolvePort(PORTS.documents)
<FileUploader
  label={t('addDocuments')}
  accept={['application/pdf', 'image/*']}
  maxBytes={10 * 1024 * 1024}
  upload={async (file) => {
    await port.createDocument({
      displayName: file.name,
      location: payment.name,
      contentType: file.type || 'application/octet-stream',
      content: new Uint8Array(await file.arrayBuffer()),
    })
    await reload()
  }}
/>
`

/** A customer's stored documents: listed, opened, deleted (asked, with Undo). */
function StoredDocuments({ location, version }: { location: string; version: number }) {
  const { t } = useTranslation('catalogue')
  const numbers = useNumberFormatters()
  const port = resolvePort(PORTS.documents)
  const confirmed = useConfirmedAction()
  const [documents, setDocuments] = useState<Document[] | null>(null)
  const [failed, setFailed] = useState(false)
  const reload = useCallback(async () => {
    try {
      setDocuments(await port.listDocuments({ location }))
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }, [port, location])
  useEffect(() => {
    void reload()
  }, [reload, version])

  if (failed)
    return (
      <Alert tone="danger" live="alert">
        {t('uploader.loadFailed')}
      </Alert>
    )
  if (!documents) return null
  return (
    <>
      {documents.length === 0 ? (
        <p>{t('uploader.none')}</p>
      ) : (
        <DocumentList
          label={t('uploader.stored')}
          documents={documents}
          detail={(document) => numbers.fileSize(document.size)}
          deleteLabel={(document) => t('uploader.delete', { name: document.displayName })}
          onDelete={(document) =>
            confirmed.request({
              title: t('uploader.confirmDelete'),
              message: document.displayName,
              confirmLabel: t('uploader.deleteLabel'),
              doneMessage: t('uploader.deleted', { name: document.displayName }),
              perform: () => port.deleteDocument(document.name),
              onDone: () => void reload(),
            })
          }
        />
      )}
      {confirmed.dialog}
    </>
  )
}

/** /extensions/uploader: the kit's FileUploader, sending to the Documents port (a customer's documents). */
export default function UploaderPage() {
  const { t } = useTranslation('catalogue')
  const port = resolvePort(PORTS.documents)
  const [customer, setCustomer] = useState('')
  const [version, setVersion] = useState(0)
  const uploaderProps = useProps('uploader.props', [
    ['label', 'string'],
    ['upload', '(file: File) => Promise<void>'],
    ['accept', 'string[]?'],
    ['maxBytes', 'number?'],
    ['multiple', 'boolean'],
    ['disabled', 'boolean'],
  ])
  return (
    <CataloguePage title={t('uploader.title')} intro={t('uploader.intro')}>
      <CatalogueSection
        id="uploader"
        title={t('uploader.section.title')}
        description={t('uploader.section.description')}
        props={uploaderProps}
        code={UPLOADER_CODE}
      >
        <Picker>
          <ReferenceSelect
            label={t('uploader.customer')}
            value={customer}
            onChange={(value) => setCustomer(value)}
            loadOptions={customerOptions}
            labelOf={customerLabel}
          />
        </Picker>
        <FileUploader
          label={customer ? t('uploader.add') : t('uploader.chooseFirst')}
          accept={ACCEPT}
          maxBytes={MAX_BYTES}
          disabled={!customer}
          upload={async (file) => {
            await port.createDocument({
              displayName: file.name,
              location: customer,
              contentType: file.type || 'application/octet-stream',
              content: new Uint8Array(await file.arrayBuffer()),
            })
            setVersion((v) => v + 1)
          }}
        />
        {customer && <StoredDocuments location={customer} version={version} />}
      </CatalogueSection>
    </CataloguePage>
  )
}
