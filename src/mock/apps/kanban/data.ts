import { colorAt, initialsAvatar, picture } from '../support'
import type { KanbanBoard, KanbanTask } from '../../../domain/apps/kanban'
export type { KanbanBoard, KanbanTask }

export interface KanbanState {
  boards: KanbanBoard[]
  tasks: KanbanTask[]
}

const people = ['Nadia Petrova', 'Owen Gallagher', 'Priya Nair', 'Felix Baumann']
const person = (index: number) => {
  const name = people[index % people.length] ?? 'Someone'
  return { title: name, img: initialsAvatar(name, colorAt(index)) }
}

// [board, title, labels, due in days, assignee indexes, with cover, attachments, comments]
type Row = [string, string, string[], number, number[], boolean, number, string[]]
const rows: Row[] = [
  [
    'todo',
    'Map the new delivery zones',
    ['Planning'],
    6,
    [0, 2],
    true,
    1,
    ['Use the postcode list from sales.'],
  ],
  ['todo', 'Quote the Lyon weekly run', ['Sales'], 3, [1], false, 0, []],
  ['todo', 'Replace the dock scanners', ['Warehouse', 'Hardware'], 12, [3], false, 2, []],
  [
    'in-progress',
    'Move billing to monthly runs',
    ['Finance'],
    9,
    [1, 3],
    false,
    0,
    ['Finance agrees.', 'Start in March?'],
  ],
  ['in-progress', 'Driver rota for the holidays', ['People'], 4, [0], true, 0, []],
  ['done', 'Renew the terminal contract', ['Legal'], -2, [2], false, 1, ['Signed copy is in the archive.']],
  ['done', 'Paint the yard markings', ['Warehouse'], -6, [3, 0], false, 0, []],
]

const DAY = 86_400_000

export function createKanbanState(now: Date = new Date()): KanbanState {
  return {
    boards: [
      { id: 'todo', title: 'TODO' },
      { id: 'in-progress', title: 'In Progress' },
      { id: 'done', title: 'Done' },
    ],
    tasks: rows.map(([boardId, title, labels, days, who, cover, files, notes], index) => ({
      id: index + 1,
      boardId,
      title,
      labels,
      description: `${title}. Notes and links live in the task comments.`,
      dueDate: new Date(now.getTime() + days * DAY).toISOString().slice(0, 10),
      assignedTo: who.map(person),
      attachments: Array.from({ length: files }, (_, n) => ({
        name: `sketch-${index + 1}-${n + 1}.png`,
        img: picture(`Sketch ${n + 1}`, colorAt(index + n), 96, 64),
      })),
      comments: notes.map((comment, n) => ({ ...toCommenter(person(index + n)), comment })),
      ...(cover ? { coverImage: picture(title, colorAt(index), 320, 160) } : {}),
    })),
  }
}

const toCommenter = (p: { title: string; img: string }) => ({ name: p.title, img: p.img })
