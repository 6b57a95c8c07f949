import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import PlusIcon from 'lucide-react/icons/plus'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import styled from 'styled-components'
import { dropOutcome, tasksOfBoard, type KanbanBoard, type KanbanTask } from '../../../../domain/apps/kanban'
import type { PortError } from '../../../../ports/errors'
import { Button } from '../../../components/Button'
import { PageSpinner } from '../../../components/PageSpinner'
import { useConfirmedAction } from '../../../kit/actions/use-confirmed-action'
import { KanbanColumn } from './KanbanColumn'
import { useKanbanBoard } from './use-kanban-board'
import { shownOnDemand } from '../../../kit/shown-on-demand'

/** The task panel, its code (the form, schema and date libraries) loaded when it is first opened. */
const KanbanTaskPanelOnOpen = shownOnDemand(() =>
  import('./KanbanTaskPanel').then(({ KanbanTaskPanel }) => KanbanTaskPanel),
)

/** The title dialog (a new board, a renamed board, a new task), its code loaded when it is first opened. */
const TitleDialogOnOpen = shownOnDemand(() => import('./TitleDialog').then(({ TitleDialog }) => TitleDialog))

const Boards = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 1.25rem;
  overflow-x: auto;
  padding-bottom: 1rem;
`
const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: 1rem;
  h1 {
    margin: 0;
    font-size: 1.4rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`

type Dialog =
  | { kind: 'addBoard' }
  | { kind: 'rename'; board: KanbanBoard }
  | { kind: 'addTask'; board: KanbanBoard }
  | { kind: 'task'; task: KanbanTask }
  | null

/** `task:12` → 12; `board:done` → done. */
const parseDragId = (id: string | number | undefined) => {
  const text = String(id ?? '')
  if (text.startsWith('task:')) return { type: 'task' as const, id: Number(text.slice(5)) }
  if (text.startsWith('board:')) return { type: 'board' as const, id: text.slice(6) }
  return null
}

/** The kanban app (/apps/kanban): boards as columns; drag tasks (mouse, touch or keyboard) within and between them. */
export default function KanbanApp() {
  const { t, i18n } = useTranslation('kanban')
  const failed = useCallback(
    (error: PortError) =>
      toast.error(
        t(`common:errors.${error?.code ?? 'unknown'}`, { defaultValue: t('common:errors.unknown') }),
      ),
    [t],
  )
  const kanban = useKanbanBoard(failed)
  const { request, dialog: confirmDialog } = useConfirmedAction()
  const [dialog, setDialog] = useState<Dialog>(null)
  const close = (open: boolean) => !open && setDialog(null)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )

  const titleOf = useCallback(
    (id: string | number | undefined) => {
      const target = parseDragId(id)
      if (target?.type === 'task') return kanban.tasks.find((task) => task.id === target.id)?.title ?? ''
      if (target?.type === 'board') return kanban.boards.find((board) => board.id === target.id)?.title ?? ''
      return ''
    },
    [kanban.tasks, kanban.boards],
  )
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => t('dnd.start', { title: titleOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('dnd.over', { title: titleOf(active.id), target: titleOf(over.id) })
          : t('dnd.nowhere', { title: titleOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('dnd.end', { title: titleOf(active.id), target: titleOf(over.id) })
          : t('dnd.nowhere', { title: titleOf(active.id) }),
      onDragCancel: ({ active }) => t('dnd.cancel', { title: titleOf(active.id) }),
    }),
    [t, titleOf],
  )

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const task = parseDragId(active.id)
    if (task?.type !== 'task') return
    kanban.drop(dropOutcome(kanban.tasks, task.id, parseDragId(over?.id)))
  }

  if (kanban.loading && kanban.boards.length === 0) return <PageSpinner />
  if (kanban.error)
    return (
      <p role="alert">
        {t(`common:errors.${kanban.error.code}`, { defaultValue: t('common:errors.unknown') })}{' '}
        <Button type="button" $variant="outline" onClick={() => void kanban.reload()}>
          {t('common:kit.retry')}
        </Button>
      </p>
    )

  return (
    <>
      <Top>
        <h1>{t('title')}</h1>
        <Button type="button" onClick={() => setDialog({ kind: 'addBoard' })}>
          <PlusIcon aria-hidden />
          {t('addBoard')}
        </Button>
      </Top>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      >
        <Boards>
          {kanban.boards.map((board) => (
            <KanbanColumn
              key={board.id}
              board={board}
              tasks={tasksOfBoard(kanban.tasks, board.id)}
              language={i18n.language}
              onOpenTask={(task) => setDialog({ kind: 'task', task })}
              onAddTask={(target) => setDialog({ kind: 'addTask', board: target })}
              onRename={(target) => setDialog({ kind: 'rename', board: target })}
              onClear={(target) =>
                request({
                  title: t('board.clearTitle'),
                  message: t('board.clearMessage', { title: target.title }),
                  confirmLabel: t('board.clear'),
                  doneMessage: t('board.cleared', { title: target.title }),
                  perform: () => kanban.clearBoard(target.id),
                })
              }
              onDelete={(target) =>
                request({
                  title: t('board.deleteTitle'),
                  message: t('board.deleteMessage', { title: target.title }),
                  confirmLabel: t('board.delete'),
                  doneMessage: t('board.deleted', { title: target.title }),
                  perform: () => kanban.deleteBoard(target.id),
                })
              }
            />
          ))}
        </Boards>
      </DndContext>
      {confirmDialog}
      {dialog?.kind === 'addBoard' && (
        <TitleDialogOnOpen
          title={t('addBoard')}
          fieldLabel={t('board.titleField')}
          submitLabel={t('add')}
          onOpenChange={close}
          save={kanban.addBoard}
        />
      )}
      {dialog?.kind === 'rename' && (
        <TitleDialogOnOpen
          title={t('board.renameTitle')}
          fieldLabel={t('board.titleField')}
          submitLabel={t('board.rename')}
          initial={dialog.board.title}
          note={t('board.renameNote')}
          onOpenChange={close}
          save={async (title) => kanban.renameBoard(dialog.board.id, title)}
        />
      )}
      {dialog?.kind === 'addTask' && (
        <TitleDialogOnOpen
          title={t('board.addTaskTo', { title: dialog.board.title })}
          fieldLabel={t('fields.title')}
          submitLabel={t('add')}
          onOpenChange={close}
          save={(title) => kanban.addTask(dialog.board.id, title)}
        />
      )}
      {dialog?.kind === 'task' && (
        <KanbanTaskPanelOnOpen
          task={dialog.task}
          people={kanban.people}
          onOpenChange={close}
          onSaved={(task) => {
            kanban.taskSaved(task)
            setDialog(null)
            toast.success(t('panel.saved', { title: task.title }))
          }}
        />
      )}
    </>
  )
}
