import CheckIcon from 'lucide-react/icons/check'
import FolderInputIcon from 'lucide-react/icons/folder-input'
import TagIcon from 'lucide-react/icons/tag'
import { useTranslation } from 'react-i18next'
import {
  EMAIL_LABELS,
  EMAIL_MOVE_TARGETS,
  type EmailFolder,
  type EmailLabel,
} from '../../../../domain/apps/email'
import { ActionMenu } from '../../../kit/primitives/Menu'

export interface EmailMoveMenuProps {
  /** The folder the emails are in (left out of the choices), if one. */
  current: EmailFolder | undefined
  label: string
  onMove: (folder: EmailFolder) => void
}

/** Move to inbox, spam or trash (the current folder left out). */
export function EmailMoveMenu({ current, label, onMove }: EmailMoveMenuProps) {
  const { t } = useTranslation('email')
  return (
    <ActionMenu
      label={label}
      button={<FolderInputIcon aria-hidden />}
      placement="bottom start"
      actions={EMAIL_MOVE_TARGETS.filter((folder) => folder !== current).map((folder) => ({
        id: folder,
        label: t(`mailboxes.${folder}`),
        onAction: () => onMove(folder),
      }))}
    />
  )
}

export interface EmailLabelMenuProps {
  label: string
  /** One email's labels: items read Add or Remove; without it (several emails) each item toggles. */
  on?: readonly EmailLabel[]
  onToggle: (label: EmailLabel) => void
}

/** Toggles one of the four labels. */
export function EmailLabelMenu({ label, on, onToggle }: EmailLabelMenuProps) {
  const { t } = useTranslation('email')
  return (
    <ActionMenu
      label={label}
      button={<TagIcon aria-hidden />}
      placement="bottom start"
      actions={EMAIL_LABELS.map((name) => ({
        id: name,
        label: !on
          ? t(`labels.${name}`)
          : t(on.includes(name) ? 'labelRemove' : 'labelAdd', { label: t(`labels.${name}`) }),
        icon: on?.includes(name) ? <CheckIcon aria-hidden /> : undefined,
        onAction: () => onToggle(name),
      }))}
    />
  )
}
