import { useCallback, useEffect, useMemo, useState } from 'react'
import {
  applyDrop,
  renameBoard as renameLocally,
  withLocalTitles,
  type KanbanAssignee,
  type KanbanBoard,
  type KanbanDrop,
  type KanbanTask,
} from '../../../../domain/apps/kanban'
import type { PortError } from '../../../../ports/errors'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'

/**
 * The boards and tasks of the kanban app and every change to them through the port. A drop shows at once and
 * is then sent (reorder-tasks or update-task-board); a failed call reloads what the server has.
 * Renames stay on this page: the mock has no call to rename a board.
 */
export function useKanbanBoard(onError: (error: PortError) => void) {
  const port = resolvePort(PORTS.kanban)
  const [boards, setBoards] = useState<KanbanBoard[]>([])
  const [tasks, setTasks] = useState<KanbanTask[]>([])
  const [titles, setTitles] = useState<Record<string, string>>({})
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<PortError | null>(null)

  const reload = useCallback(async () => {
    setLoading(true)
    try {
      const [nextBoards, nextTasks] = await Promise.all([port.listBoards(), port.listTasks()])
      setBoards(nextBoards)
      setTasks(nextTasks)
      setError(null)
    } catch (reason) {
      setError(reason as PortError)
    } finally {
      setLoading(false)
    }
  }, [port])
  useEffect(() => void reload(), [reload])

  const guarded = useCallback(
    async (call: () => Promise<unknown>) => {
      try {
        await call()
      } catch (reason) {
        onError(reason as PortError)
        await reload()
      }
    },
    [onError, reload],
  )

  const drop = useCallback(
    (move: KanbanDrop) => {
      if (move.kind === 'none') return
      setTasks((current) => applyDrop(current, move))
      void guarded(async () => {
        if (move.kind === 'reorder') setTasks(await port.reorderTasks(move.taskId, move.targetTaskId))
        else await port.moveTaskToBoard(move.taskId, move.boardId)
      })
    },
    [guarded, port],
  )

  const people = useMemo(() => {
    const byName = new Map<string, KanbanAssignee>()
    for (const task of tasks)
      for (const person of task.assignedTo) if (!byName.has(person.title)) byName.set(person.title, person)
    return [...byName.values()].sort((a, b) => a.title.localeCompare(b.title))
  }, [tasks])

  return {
    boards: useMemo(() => withLocalTitles(boards, titles), [boards, titles]),
    tasks,
    people,
    loading,
    error,
    reload,
    drop,
    addBoard: async (title: string) => {
      const board = await port.addBoard(title)
      setBoards((current) => [...current, board])
    },
    renameBoard: (boardId: string, title: string) =>
      setTitles((current) => ({
        ...current,
        [boardId]: renameLocally([{ id: boardId, title }], boardId, title)[0]!.title,
      })),
    addTask: async (boardId: string, title: string) => {
      const task = await port.addTask({ boardId, title })
      setTasks((current) => [...current, task])
    },
    taskSaved: (task: KanbanTask) => setTasks((current) => current.map((t) => (t.id === task.id ? task : t))),
    deleteBoard: async (boardId: string) => {
      const state = await port.deleteBoard(boardId)
      setBoards(state.boards)
      setTasks(state.tasks)
    },
    clearBoard: async (boardId: string) => {
      const state = await port.clearBoard(boardId)
      setBoards(state.boards)
      setTasks(state.tasks)
    },
  }
}
