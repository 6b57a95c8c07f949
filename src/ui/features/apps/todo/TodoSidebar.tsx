import CheckIcon from 'lucide-react/icons/check'
import MailIcon from 'lucide-react/icons/mail'
import StarIcon from 'lucide-react/icons/star'
import TrashIcon from 'lucide-react/icons/trash'
import PlusIcon from 'lucide-react/icons/plus'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { AppSidebar, AppSidebarAction } from '../../../kit/primitives/AppSidebar'
import { TODO_FILTERS, TODO_TAGS, type TodoFilter, type TodoTag } from '../../../../domain/apps/todo'
import { namedColor } from '../../../theme/theme'
import { TAG_COLORS } from './todo-list-config'

const Dot = styled.span<{ $color: string }>`
  width: 0.6rem;
  height: 0.6rem;
  border-radius: 50%;
  background: ${({ theme, $color }) => namedColor(theme, $color).main};
`

const FILTER_ICONS: Record<TodoFilter, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  all: MailIcon,
  important: StarIcon,
  completed: CheckIcon,
  deleted: TrashIcon,
}

export interface TodoSidebarProps {
  filter: TodoFilter
  tag: TodoTag | undefined
  onFilter: (filter: TodoFilter) => void
  onTag: (tag: TodoTag | undefined) => void
  onAdd: () => void
}

/** The add button, the four filters and the five tags (choosing the current tag again clears it). */
export function TodoSidebar({ filter, tag, onFilter, onTag, onAdd }: TodoSidebarProps) {
  const { t } = useTranslation('todo')
  return (
    <AppSidebar aria-label={t('sidebar')}>
      <AppSidebarAction type="button" onClick={onAdd}>
        <PlusIcon aria-hidden />
        {t('addTask')}
      </AppSidebarAction>
      <h3 id="todo-filters">{t('filtersHeading')}</h3>
      <ul aria-labelledby="todo-filters">
        {TODO_FILTERS.map((name) => {
          const Icon = FILTER_ICONS[name]
          return (
            <li key={name}>
              <button type="button" aria-current={filter === name} onClick={() => onFilter(name)}>
                <Icon aria-hidden />
                {t(`filters.${name}`)}
              </button>
            </li>
          )
        })}
      </ul>
      <h3 id="todo-tags">{t('tagsHeading')}</h3>
      <ul aria-labelledby="todo-tags">
        {TODO_TAGS.map((name) => (
          <li key={name}>
            <button
              type="button"
              aria-current={tag === name}
              onClick={() => onTag(tag === name ? undefined : name)}
            >
              <Dot $color={TAG_COLORS[name]} aria-hidden />
              {t(`tags.${name}`)}
            </button>
          </li>
        ))}
      </ul>
    </AppSidebar>
  )
}
