import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import BoldIcon from 'lucide-react/icons/bold'
import ItalicIcon from 'lucide-react/icons/italic'
import ListIcon from 'lucide-react/icons/list'
import ListOrderedIcon from 'lucide-react/icons/list-ordered'
import StrikethroughIcon from 'lucide-react/icons/strikethrough'
import { useEffect, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'

const Frame = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger.main : theme.skin.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.skin.card};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary.main};
  }
  .tiptap {
    min-height: 6rem;
    padding: 0.55rem 0.9rem;
    outline: none;
    color: ${({ theme }) => theme.skin.text};
    p {
      margin: 0 0 0.5rem;
    }
  }
`
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.3rem;
  border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2rem;
    padding: 0.25rem 0.5rem;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radius};
    background: transparent;
    color: ${({ theme }) => theme.skin.text};
    cursor: pointer;
    font: inherit;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary.light};
    color: ${({ theme }) => theme.colors.primary.text};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
  }
`

export interface RichTextEditorProps {
  id: string
  label: string
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  invalid?: boolean
  describedBy?: string
}

type Mark = 'bold' | 'italic' | 'strike' | 'bulletList' | 'orderedList'
const MARKS: {
  mark: Mark
  /** Drawn only; the button is named by its label (a glyph like "1." would not match the name). */
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>
  toggle: (chain: ReturnType<NonNullable<ReturnType<typeof useEditor>>['chain']>) => { run: () => boolean }
}[] = [
  { mark: 'bold', Icon: BoldIcon, toggle: (c) => c.toggleBold() },
  { mark: 'italic', Icon: ItalicIcon, toggle: (c) => c.toggleItalic() },
  { mark: 'strike', Icon: StrikethroughIcon, toggle: (c) => c.toggleStrike() },
  { mark: 'bulletList', Icon: ListIcon, toggle: (c) => c.toggleBulletList() },
  { mark: 'orderedList', Icon: ListOrderedIcon, toggle: (c) => c.toggleOrderedList() },
]

/** The Tiptap editor behind `RichTextField` (loaded lazily: Tiptap is big). The value is HTML, '' when empty. */
export default function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  invalid = false,
  describedBy,
}: RichTextEditorProps) {
  const { t } = useTranslation()
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, underline: false })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
  })
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(MARKS.map(({ mark }) => [mark, current?.isActive(mark) ?? false])) as Record<
        Mark,
        boolean
      >,
  })
  // A reset of the form (another record) replaces the content. An editor that useEditor has already
  // destroyed (it makes a new one when the panel opens on another record) has no schema left to read.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    const current = editor.isEmpty ? '' : editor.getHTML()
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  return (
    <Frame $invalid={invalid}>
      <Toolbar role="toolbar" aria-label={t('kit.richText.toolbar', { label })}>
        {MARKS.map(({ mark, Icon, toggle }) => (
          <button
            key={mark}
            type="button"
            aria-label={t(`kit.richText.${mark}`)}
            aria-pressed={active?.[mark] ?? false}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && toggle(editor.chain().focus()).run()}
          >
            <Icon size={16} aria-hidden />
          </button>
        ))}
      </Toolbar>
      <EditorContent editor={editor} />
    </Frame>
  )
}
