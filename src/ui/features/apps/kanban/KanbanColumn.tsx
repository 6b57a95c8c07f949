import { useDroppable } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import MoreIcon from 'lucide-react/icons/more-vertical'
import PlusIcon from 'lucide-react/icons/plus'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { KanbanBoard, KanbanTask } from '../../../../domain/apps/kanban'
import { Button } from '../../../components/Button'
import { ActionMenu } from '../../../kit/primitives/Menu'
import { KanbanTaskCard } from './KanbanTaskCard'

const Column = styled.section<{ $over: boolean }>`
  flex: 0 0 17rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 0.5rem;
  border-radius: ${({ theme }) => theme.radius};
  outline: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary.main : 'transparent')};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
  h2 {
    margin: 0;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
    margin: 0;
    padding: 0;
    min-height: 4rem;
  }
`

export interface KanbanColumnProps {
  board: KanbanBoard
  tasks: KanbanTask[]
  language: string
  onOpenTask: (task: KanbanTask) => void
  onAddTask: (board: KanbanBoard) => void
  onRename: (board: KanbanBoard) => void
  onClear: (board: KanbanBoard) => void
  onDelete: (board: KanbanBoard) => void
}

/** One board: its title and menu (rename, clear, delete), its sortable tasks (a drop target), and "Add task". */
export function KanbanColumn({
  board,
  tasks,
  language,
  onOpenTask,
  onAddTask,
  onRename,
  onClear,
  onDelete,
}: KanbanColumnProps) {
  const { t } = useTranslation('kanban')
  const { setNodeRef, isOver } = useDroppable({ id: `board:${board.id}` })
  const headingId = `kanban-board-${board.id}`
  return (
    <Column
      ref={setNodeRef}
      $over={isOver}
      aria-labelledby={headingId}
      data-testid={`kanban-board-${board.id}`}
    >
      <header>
        <h2 id={headingId}>{board.title}</h2>
        <ActionMenu
          label={t('board.menu', { title: board.title })}
          button={<MoreIcon aria-hidden />}
          actions={[
            { id: 'rename', label: t('board.rename'), onAction: () => onRename(board) },
            {
              id: 'clear',
              label: t('board.clear'),
              onAction: () => onClear(board),
              disabled: tasks.length === 0,
            },
            { id: 'delete', label: t('board.delete'), onAction: () => onDelete(board), danger: true },
          ]}
        />
      </header>
      <SortableContext
        id={board.id}
        items={tasks.map((task) => `task:${task.id}`)}
        strategy={verticalListSortingStrategy}
      >
        <ul aria-label={t('board.tasks', { title: board.title })}>
          {tasks.map((task) => (
            <KanbanTaskCard key={task.id} task={task} language={language} onOpen={onOpenTask} />
          ))}
        </ul>
      </SortableContext>
      <Button
        type="button"
        $variant="flat"
        onClick={() => onAddTask(board)}
        aria-label={t('board.addTaskTo', { title: board.title })}
      >
        <PlusIcon aria-hidden />
        {t('board.addTask')}
      </Button>
    </Column>
  )
}
