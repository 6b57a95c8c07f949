import UploadIcon from 'lucide-react/icons/upload-cloud'
import { useId, useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { uploadProblem, type UploadRules } from '../../../domain/documents'
import { PortError } from '../../../ports/errors'
import { useNumberFormatters } from '../../i18n/format-number'

const Zone = styled.div<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 1.5rem 1rem;
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary.main : theme.skin.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $over }) => ($over ? theme.colors.primary.light : 'transparent')};
  text-align: center;
  label {
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
  }
  input[type='file'] {
    max-width: 100%;
  }
  small {
    color: ${({ theme }) => theme.skin.muted};
  }
  /* A disabled chooser keeps its words readable (WCAG contrast); its label says why nothing can be chosen. */
  &[data-disabled] {
    border-style: dotted;
  }
`
const Items = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 0.75rem;
    padding: 0.4rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.skin.border};
    overflow-wrap: anywhere;
  }
  [data-state='failed'] {
    color: ${({ theme }) => theme.colors.danger.text};
  }
  [data-state='done'] {
    color: ${({ theme }) => theme.colors.success.text};
  }
`

type ItemState = 'uploading' | 'done' | 'failed'
interface Item {
  id: number
  name: string
  size: number
  state: ItemState
  /** Why it failed (a translated sentence). */
  reason?: string
}

export interface FileUploaderProps extends UploadRules {
  /** The chooser's visible label (`Add documents`). */
  label: string
  /** Sends one file (a port's create call); a throw marks the file failed with the error's words. */
  upload: (file: File) => Promise<void>
  multiple?: boolean
  disabled?: boolean
}

/**
 * Files chosen with the file picker or dropped on the zone, checked against `accept` and `maxBytes` before
 * anything is sent, then sent one by one through `upload`. Each file of this visit is listed with its state
 * (sending, sent, or refused and why), announced politely as it changes.
 */
export function FileUploader({
  label,
  upload,
  multiple = true,
  disabled,
  accept,
  maxBytes,
}: FileUploaderProps) {
  const { t } = useTranslation()
  const numbers = useNumberFormatters()
  const inputId = useId()
  const hintId = useId()
  const [items, setItems] = useState<Item[]>([])
  const [over, setOver] = useState(false)
  const nextId = useRef(1)

  const update = (id: number, change: Partial<Item>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)))

  const send = async (files: readonly File[]) => {
    for (const file of multiple ? files : files.slice(0, 1)) {
      const id = nextId.current++
      const problem = uploadProblem(file, { accept, maxBytes })
      const item: Item = { id, name: file.name, size: file.size, state: problem ? 'failed' : 'uploading' }
      if (problem) item.reason = t(`kit.uploader.${problem}`, { size: numbers.fileSize(maxBytes ?? 0) })
      setItems((list) => [...list, item])
      if (problem) continue
      try {
        await upload(file)
        update(id, { state: 'done' })
      } catch (error) {
        const code = error instanceof PortError ? error.code : 'unknown'
        update(id, { state: 'failed', reason: t(`common:errors.${code}`) })
      }
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    if (!disabled) void send([...event.dataTransfer.files])
  }
  const hint = [
    accept?.length ? t('kit.uploader.accepts', { types: accept.join(', ') }) : '',
    maxBytes ? t('kit.uploader.upTo', { size: numbers.fileSize(maxBytes) }) : '',
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <div>
      <Zone
        $over={over}
        data-disabled={disabled ? '' : undefined}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(!disabled)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <UploadIcon size={28} aria-hidden="true" />
        <label htmlFor={inputId}>{label}</label>
        <span aria-hidden="true">{t('kit.uploader.drop')}</span>
        <input
          id={inputId}
          type="file"
          multiple={multiple}
          disabled={disabled}
          accept={accept?.join(',')}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => {
            const input = event.target
            const files = [...(input.files ?? [])]
            input.value = ''
            void send(files)
          }}
        />
        {hint && <small id={hintId}>{hint}</small>}
      </Zone>
      {items.length > 0 && (
        <Items aria-label={t('kit.uploader.list')} aria-live="polite">
          {items.map((item) => (
            <li key={item.id}>
              <span>
                {item.name} · {numbers.fileSize(item.size)}
              </span>
              <span data-state={item.state}>
                {t(`kit.uploader.${item.state}`)}
                {item.reason && `: ${item.reason}`}
              </span>
            </li>
          ))}
        </Items>
      )}
    </div>
  )
}
