import StarIcon from 'lucide-react/icons/star'
import Trash2Icon from 'lucide-react/icons/trash-2'
import RotateCcwIcon from 'lucide-react/icons/rotate-ccw'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { IconButton } from '../../../components/IconButton'
import type { TodoTask } from '../../../../domain/apps/todo'
import { formatDisplayDate } from '../../../../domain/dates'
import { Badge } from '../../../components/Badge'
import { SafeHtml } from '../../../kit/primitives/SafeHtml'
import { TAG_COLORS } from './todo-list-config'

const Row = styled.li<{ $done: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.85rem 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  .title {
    background: none;
    border: 0;
    padding: 0;
    font: inherit;
    font-weight: 500;
    color: ${({ theme }) => theme.skin.heading};
    cursor: pointer;
    text-align: start;
    text-decoration: ${({ $done }) => ($done ? 'line-through' : 'none')};
  }
  .body {
    flex: 1;
    min-width: 0;
  }
  .description {
    color: ${({ theme }) => theme.skin.text};
    font-size: 0.86rem;
    max-height: 2.6em;
    overflow: hidden;
    p {
      margin: 0;
    }
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    font-size: 0.86rem;
  }
  @media (max-width: 575px) {
    flex-wrap: wrap;
    .meta {
      width: 100%;
      padding-inline-start: 3.25rem;
    }
  }
  img {
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
  }
`
export interface TodoTaskRowProps {
  task: TodoTask
  language: string
  onOpen: (task: TodoTask) => void
  onToggle: (task: TodoTask, field: 'isCompleted' | 'isImportant') => void
  onDelete: (task: TodoTask) => void
  onRestore: (task: TodoTask) => void
}

/** One task: complete checkbox, important star, title (opens the edit panel), tags, due date, assignee, delete. */
export function TodoTaskRow({ task, language, onOpen, onToggle, onDelete, onRestore }: TodoTaskRowProps) {
  const { t } = useTranslation('todo')
  return (
    <Row $done={task.isCompleted} data-testid={`task-${task.id}`}>
      <input
        type="checkbox"
        checked={task.isCompleted}
        aria-label={t('row.complete', { title: task.title })}
        onChange={() => onToggle(task, 'isCompleted')}
        disabled={task.isDeleted}
      />
      <IconButton
        type="button"
        $on={task.isImportant}
        aria-pressed={task.isImportant}
        aria-label={t('row.important', { title: task.title })}
        onClick={() => onToggle(task, 'isImportant')}
        disabled={task.isDeleted}
      >
        <StarIcon aria-hidden />
      </IconButton>
      <div className="body">
        <button
          type="button"
          className="title"
          onClick={() => onOpen(task)}
          aria-label={t('row.edit', { title: task.title })}
        >
          {task.title}
        </button>
        {task.description && <SafeHtml className="description" html={task.description} />}
      </div>
      <div className="meta">
        {task.tags.map((tag) => (
          <Badge key={tag} $color={TAG_COLORS[tag]}>
            {t(`tags.${tag}`)}
          </Badge>
        ))}
        <span dir="ltr">{formatDisplayDate(new Date(task.dueDate), language)}</span>
        {task.assignee && (
          <img src={task.assignee.avatar} alt={task.assignee.fullName} title={task.assignee.fullName} />
        )}
        {task.isDeleted ? (
          <IconButton
            type="button"
            aria-label={t('row.restore', { title: task.title })}
            onClick={() => onRestore(task)}
          >
            <RotateCcwIcon aria-hidden />
          </IconButton>
        ) : (
          <IconButton
            type="button"
            aria-label={t('row.delete', { title: task.title })}
            onClick={() => onDelete(task)}
          >
            <Trash2Icon aria-hidden />
          </IconButton>
        )}
      </div>
    </Row>
  )
}
