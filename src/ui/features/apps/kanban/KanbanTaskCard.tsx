import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import GripIcon from 'lucide-react/icons/grip-vertical'
import MessageIcon from 'lucide-react/icons/message-square'
import PaperclipIcon from 'lucide-react/icons/paperclip'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { KanbanTask } from '../../../../domain/apps/kanban'
import { formatDisplayDate } from '../../../../domain/dates'
import { Badge } from '../../../components/Badge'

const Card = styled.li<{ $dragging: boolean }>`
  list-style: none;
  background: ${({ theme }) => theme.skin.card};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 0.85rem;
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  .cover {
    width: 100%;
    max-height: 8rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
  .head {
    display: flex;
    align-items: flex-start;
    gap: 0.4rem;
  }
  .title {
    flex: 1;
    background: none;
    border: 0;
    padding: 0;
    font: inherit;
    font-weight: 500;
    text-align: start;
    color: ${({ theme }) => theme.skin.heading};
    cursor: pointer;
  }
  .handle {
    background: none;
    border: 0;
    padding: 0.1rem;
    color: ${({ theme }) => theme.skin.text};
    cursor: grab;
    touch-action: none;
  }
  .handle:focus-visible,
  .title:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
  }
  .labels,
  .foot {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    font-size: 0.86rem;
  }
  .foot svg {
    width: 0.95rem;
    height: 0.95rem;
    vertical-align: -0.15rem;
  }
  .people {
    margin-inline-start: auto;
    display: flex;
  }
  .people img {
    width: 1.6rem;
    height: 1.6rem;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.skin.card};
    margin-inline-start: -0.4rem;
  }
`

/** A task card: drag it by its handle (mouse, touch or keyboard: Space, arrows, Space); its title opens the edit panel. */
export function KanbanTaskCard({
  task,
  language,
  onOpen,
}: {
  task: KanbanTask
  language: string
  onOpen: (task: KanbanTask) => void
}) {
  const { t } = useTranslation('kanban')
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: `task:${task.id}`,
    })
  return (
    <Card
      ref={setNodeRef}
      $dragging={isDragging}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid={`kanban-task-${task.id}`}
    >
      {task.coverImage && <img className="cover" src={task.coverImage} alt="" />}
      <div className="head">
        <button
          type="button"
          className="title"
          onClick={() => onOpen(task)}
          aria-label={t('card.edit', { title: task.title })}
        >
          {task.title}
        </button>
        <button
          type="button"
          className="handle"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('card.move', { title: task.title })}
        >
          <GripIcon aria-hidden />
        </button>
      </div>
      {task.labels.length > 0 && (
        <div className="labels">
          {task.labels.map((label) => (
            <Badge key={label} $color="light-primary">
              {label}
            </Badge>
          ))}
        </div>
      )}
      <div className="foot">
        <span dir="ltr">{formatDisplayDate(new Date(`${task.dueDate}T12:00:00`), language)}</span>
        {task.attachments.length > 0 && (
          <span aria-label={t('card.attachments', { count: task.attachments.length })}>
            <PaperclipIcon aria-hidden /> {task.attachments.length}
          </span>
        )}
        {task.comments.length > 0 && (
          <span aria-label={t('card.comments', { count: task.comments.length })}>
            <MessageIcon aria-hidden /> {task.comments.length}
          </span>
        )}
        <span className="people">
          {task.assignedTo.map((person) => (
            <img key={person.title} src={person.img} alt={person.title} title={person.title} />
          ))}
        </span>
      </div>
    </Card>
  )
}
