import { colorAt, initialsAvatar } from '../support'
import type { TodoTag, TodoTask } from '../../../domain/apps/todo'
export type { TodoTag, TodoTask }

export const TODO_TAGS = ['update', 'team', 'high', 'medium', 'low'] as const

export interface TodoState {
  tasks: TodoTask[]
}

const people = ['Nadia Petrova', 'Owen Gallagher', 'Priya Nair', 'Felix Baumann', 'Grace Mensah']

// [title, description, assignee index or -1, tags, due in days, completed, deleted, important]
type Row = [string, string, number, TodoTag[], number, boolean, boolean, boolean]
const rows: Row[] = [
  [
    'Renew the fleet insurance',
    'Compare the two offers and sign before the old policy ends.',
    0,
    ['high'],
    12,
    false,
    false,
    true,
  ],
  [
    'Plan the winter tyre change',
    'Book the workshop for all 18 trucks.',
    3,
    ['team', 'medium'],
    20,
    false,
    false,
    false,
  ],
  ['Update the rate card', 'New diesel surcharge from next month.', 1, ['update'], 5, true, false, false],
  ['Call the Rotterdam terminal', 'Ask about the longer gate hours.', 2, ['low'], 2, false, false, false],
  ['Train two new dispatchers', 'Walk them through the planning board.', 4, ['team'], 9, false, false, true],
  ['Archive last year’s CMR notes', 'Scan and file the paper notes.', -1, ['low'], -3, true, false, false],
  ['Fix the broken dock door', 'Door 3 does not close fully.', 3, ['high'], 1, false, false, true],
  [
    'Review overtime for drivers',
    'Check the tachograph export against the rota.',
    0,
    ['medium'],
    7,
    false,
    false,
    false,
  ],
  [
    'Order new pallet wrap',
    'We are down to the last four rolls.',
    4,
    ['low', 'update'],
    3,
    true,
    false,
    false,
  ],
  [
    'Draft the customer newsletter',
    'Include the new express lane.',
    1,
    ['update', 'team'],
    14,
    false,
    true,
    false,
  ],
  ['Audit the fuel cards', 'Two cards show odd night-time use.', 2, ['high'], 4, false, false, true],
  ['Book the team lunch', 'Friday, for the end of the quarter.', -1, ['team', 'low'], 6, false, false, false],
  [
    'Check the cold-chain sensors',
    'Calibrate the reefer trailer probes.',
    3,
    ['medium'],
    10,
    false,
    false,
    false,
  ],
  [
    'Send quarterly KPIs to finance',
    'On-time rate, damage claims and idle hours.',
    0,
    ['update', 'medium'],
    8,
    false,
    true,
    true,
  ],
]

const DAY = 86_400_000

export function createTodoState(now: Date = new Date()): TodoState {
  return {
    tasks: rows.map(([title, description, who, tags, days, isCompleted, isDeleted, isImportant], index) => {
      const name = people[who]
      return {
        id: index + 1,
        title,
        description,
        dueDate: new Date(now.getTime() + days * DAY).toISOString(),
        assignee: name === undefined ? null : { fullName: name, avatar: initialsAvatar(name, colorAt(who)) },
        tags,
        isCompleted,
        isDeleted,
        isImportant,
      }
    }),
  }
}
