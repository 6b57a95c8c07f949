import { useState, type ChangeEvent } from 'react'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.6rem;
  /* The input stays in the page (focus, keyboard, labels, drop of files by assistive tech) but unseen. */
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    opacity: 0;
  }
  .choose {
    display: inline-flex;
    align-items: center;
    padding: 0.45rem 1rem;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.primary.main};
    color: ${({ theme }) => theme.colors.primary.text};
    cursor: pointer;
    font-weight: 500;
  }
  .choose:hover {
    background: ${({ theme }) => theme.colors.primary.light};
  }
  input:focus-visible + .choose {
    outline: 2px solid ${({ theme }) => theme.colors.primary.text};
    outline-offset: 2px;
  }
  input:disabled + .choose {
    opacity: 0.65;
    cursor: default;
  }
  .chosen {
    color: ${({ theme }) => theme.skin.muted};
    overflow-wrap: anywhere;
  }
`

export interface FileInputProps {
  /** The input's id: the field's own `<label htmlFor>` names it. */
  id: string
  accept?: string
  multiple?: boolean
  disabled?: boolean
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  /** The chosen files; the input is emptied after, so the same file can be chosen again. */
  onFiles: (files: File[]) => void
}

/**
 * The kit's file input: the browser's input, unseen but focusable and named by the field's label, with a styled
 * "Choose file" in the person's language and the name of what was chosen ("No file chosen" before). Replaces the
 * browser's own button, whose words follow the browser's language, not the app's.
 */
export function FileInput({ id, accept, multiple, disabled, onFiles, ...aria }: FileInputProps) {
  const { t } = useTranslation('common')
  const [chosen, setChosen] = useState<string[]>([])
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    setChosen(files.map((file) => file.name))
    onFiles(files)
  }
  return (
    <Box>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={onChange}
        {...aria}
      />
      <label htmlFor={id} className="choose" aria-hidden="true">
        {t(multiple ? 'fileInput.chooseMany' : 'fileInput.choose')}
      </label>
      <span className="chosen" aria-live="polite">
        {chosen.length === 0
          ? t(multiple ? 'fileInput.noneMany' : 'fileInput.none')
          : chosen.length === 1
            ? chosen[0]
            : t('fileInput.count', { count: chosen.length })}
      </span>
    </Box>
  )
}
