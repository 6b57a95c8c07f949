import { useId, useState } from 'react'
import { FileInput } from '../../kit/primitives/FileInput'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import type { InvoiceType } from '../../../domain/invoices'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import type { ReferenceType } from './reference-types'

const Logo = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
  margin-top: 0.75rem;
  img {
    max-height: 48px;
    max-width: 12rem;
  }
  label {
    font-size: 0.86rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`

/**
 * An invoice type's logo: shown, and replaced by uploading an image, which is stored as a document under the type
 * (spec: the logo is stored as a document) and then named by the type's logo URL.
 */
export function InvoiceTypeLogo({
  type,
  onChanged,
}: {
  type: ReferenceType
  onChanged: (saved: ReferenceType) => void
}) {
  const { t } = useTranslation('references')
  const inputId = useId()
  const [logoUrl, setLogoUrl] = useState('logoUrl' in type ? type.logoUrl : '')
  const [uploading, setUploading] = useState(false)
  const upload = async (file: File | undefined) => {
    if (!file) return
    setUploading(true)
    try {
      const document = await resolvePort(PORTS.documents).createDocument({
        displayName: file.name,
        location: type.name,
        contentType: file.type || 'application/octet-stream',
        content: new Uint8Array(await file.arrayBuffer()),
      })
      const saved = await resolvePort(PORTS.invoiceTypes).updateInvoiceType(type.name, {
        ...(type as InvoiceType),
        logoUrl: document.url,
      })
      setLogoUrl(saved.logoUrl)
      toast.success(t('logo.uploaded', { type: type.displayName }))
      onChanged(saved)
    } catch {
      toast.error(t('logo.failed'))
    } finally {
      setUploading(false)
    }
  }
  return (
    <Logo>
      {logoUrl ? (
        <img src={logoUrl} alt={t('logoOf', { type: type.displayName })} />
      ) : (
        <span>{t('logo.none')}</span>
      )}
      <label htmlFor={inputId}>{t('logo.upload')}</label>
      <FileInput
        id={inputId}
        accept="image/*"
        disabled={uploading}
        onFiles={(files) => void upload(files[0])}
      />
    </Logo>
  )
}
