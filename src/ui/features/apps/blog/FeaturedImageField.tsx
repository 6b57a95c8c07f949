import { useId, useState } from 'react'
import { FileInput } from '../../../kit/primitives/FileInput'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { FieldBox, FieldMessage } from '../../../kit/form/fields'

const Preview = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: flex-start;
  img {
    width: 14rem;
    max-width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.skin.border};
  }
  .pick {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    min-width: 0;
  }
  small {
    color: ${({ theme }) => theme.skin.muted};
  }
`

/** The largest picture taken (it is kept in the page as a data URL). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024

/** A chosen file as a data URL. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsDataURL(file)
  })
}

/** The featured image: a preview of the current picture and a file input that replaces it (read in the browser). */
export function FeaturedImageField({ name, original }: { name: 'featuredImage'; original: string }) {
  const { t } = useTranslation('blog')
  const { watch, setValue } = useFormContext<{ featuredImage: string }>()
  const value = watch(name)
  const id = useId()
  const [error, setError] = useState<string | null>(null)
  const choose = async (file: File | undefined) => {
    setError(null)
    if (!file) return
    if (!file.type.startsWith('image/')) return setError(t('edit.imageNotPicture'))
    if (file.size > MAX_IMAGE_BYTES) return setError(t('edit.imageTooLarge', { megabytes: 2 }))
    try {
      setValue(name, await readAsDataUrl(file), { shouldDirty: true })
    } catch {
      setError(t('edit.imageUnreadable'))
    }
  }
  return (
    <FieldBox>
      <label htmlFor={id}>{t('edit.featuredImage')}</label>
      <Preview>
        {value && <img src={value} alt={t('edit.preview')} />}
        <div className="pick">
          <FileInput
            id={id}
            accept="image/*"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onFiles={(files) => void choose(files[0])}
          />
          <small id={`${id}-hint`}>{t('edit.imageHint', { megabytes: 2 })}</small>
          {value !== original && (
            <Button
              type="button"
              $variant="outline"
              onClick={() => setValue(name, original, { shouldDirty: true })}
            >
              {t('edit.imageRestore')}
            </Button>
          )}
        </div>
      </Preview>
      {error && (
        <FieldMessage id={`${id}-error`} role="alert">
          {error}
        </FieldMessage>
      )}
    </FieldBox>
  )
}
