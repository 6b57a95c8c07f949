import XIcon from 'lucide-react/icons/x'
import { FileInput } from '../../../kit/primitives/FileInput'
import { useId, useState } from 'react'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Button } from '../../../components/Button'
import { FieldBox } from '../../../kit/form/fields'
import type { KanbanTaskValues } from './kanban-form-values'

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  legend {
    font-size: 0.86rem;
    color: ${({ theme }) => theme.skin.heading};
    padding: 0;
    margin-bottom: 0.3rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  li img {
    width: 2rem;
    height: 2rem;
    border-radius: 0.25rem;
    object-fit: cover;
  }
  li span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .cover {
    width: 100%;
    max-height: 9rem;
    object-fit: cover;
    border-radius: 0.25rem;
  }
  input[type='file'] {
    font-size: 0.86rem;
  }
`
const Remove = styled.button`
  background: none;
  border: 0;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.danger.text};
  svg {
    width: 1rem;
    height: 1rem;
  }
`

/** A chosen file as a data URL (the mock keeps pictures as data URLs). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsDataURL(file)
  })
}

/** The task's attachments: each with a remove button, and a file input to add pictures. */
export function AttachmentsField() {
  const { t } = useTranslation('kanban')
  const { control } = useFormContext<KanbanTaskValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'attachments' })
  const inputId = useId()
  return (
    <Group>
      <legend>{t('fields.attachments')}</legend>
      {fields.length === 0 ? (
        <p>{t('panel.noAttachments')}</p>
      ) : (
        <ul>
          {fields.map((file, index) => (
            <li key={file.id}>
              <img src={file.img} alt="" />
              <span>{file.name}</span>
              <Remove
                type="button"
                aria-label={t('panel.removeAttachment', { name: file.name })}
                onClick={() => remove(index)}
              >
                <XIcon aria-hidden />
              </Remove>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={inputId}>{t('panel.addAttachment')}</label>
      <FileInput
        id={inputId}
        accept="image/*"
        multiple
        onFiles={async (files) => {
          for (const file of files) append({ name: file.name, img: await readAsDataUrl(file) })
        }}
      />
    </Group>
  )
}

/** The cover picture: a preview with remove, or a file input to choose one. */
export function CoverImageField() {
  const { t } = useTranslation('kanban')
  const { watch, setValue } = useFormContext<KanbanTaskValues>()
  const cover = watch('coverImage')
  const inputId = useId()
  return (
    <Group>
      <legend>{t('fields.coverImage')}</legend>
      {cover ? (
        <>
          <img className="cover" src={cover} alt={t('panel.coverPreview')} />
          <Button
            type="button"
            $variant="outline"
            $color="danger"
            onClick={() => setValue('coverImage', '', { shouldDirty: true })}
          >
            {t('panel.removeCover')}
          </Button>
        </>
      ) : (
        <>
          <label htmlFor={inputId}>{t('panel.chooseCover')}</label>
          <FileInput
            id={inputId}
            accept="image/*"
            onFiles={async ([file]) => {
              if (file) setValue('coverImage', await readAsDataUrl(file), { shouldDirty: true })
            }}
          />
        </>
      )}
    </Group>
  )
}

/** The comments so far and a box to add one (as the signed-in person). */
export function CommentsField({ author }: { author: { name: string; img: string } }) {
  const { t } = useTranslation('kanban')
  const { control } = useFormContext<KanbanTaskValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'comments' })
  const [text, setText] = useState('')
  const inputId = useId()
  const add = () => {
    if (text.trim() === '') return
    append({ ...author, comment: text.trim() })
    setText('')
  }
  return (
    <Group>
      <legend>{t('fields.comments')}</legend>
      {fields.length === 0 ? (
        <p>{t('panel.noComments')}</p>
      ) : (
        <ul>
          {fields.map((comment, index) => (
            <li key={comment.id}>
              {comment.img && <img src={comment.img} alt="" />}
              <span>
                <strong>{comment.name}</strong>: {comment.comment}
              </span>
              <Remove
                type="button"
                aria-label={t('panel.removeComment', { name: comment.name })}
                onClick={() => remove(index)}
              >
                <XIcon aria-hidden />
              </Remove>
            </li>
          ))}
        </ul>
      )}
      <FieldBox>
        <label htmlFor={inputId}>{t('panel.newComment')}</label>
        <textarea id={inputId} value={text} onChange={(event) => setText(event.target.value)} />
      </FieldBox>
      <Button type="button" $variant="outline" onClick={add} disabled={text.trim() === ''}>
        {t('panel.addComment')}
      </Button>
    </Group>
  )
}
