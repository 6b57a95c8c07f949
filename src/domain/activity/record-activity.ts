/**
 * Who created a record and who last changed it, and when (issue 16, "Activity"). The fields sit flat on
 * Order, Invoice, Payment and Customer under their proto names (`createTime`, `createdBy`, `updateTime`,
 * `updatedBy`). Only the server sets them: a client never sends them, and the server ignores them if sent.
 * Unknown (older data): '' for a name, null for a time.
 */
export interface RecordActivity {
  createTime: Date | null
  createdBy: string
  updateTime: Date | null
  updatedBy: string
}

/** Nothing known: a record not yet saved, or older data. */
export const NO_ACTIVITY: RecordActivity = Object.freeze({
  createTime: null,
  createdBy: '',
  updateTime: null,
  updatedBy: '',
})

/** The four activity fields of a record (and nothing else of it). */
export function activityOf(record: Partial<RecordActivity>): RecordActivity {
  return {
    createTime: record.createTime ?? null,
    createdBy: record.createdBy ?? '',
    updateTime: record.updateTime ?? null,
    updatedBy: record.updatedBy ?? '',
  }
}

/**
 * The activity of a record written by `by` at `at`: the creation as `stored` has it (it never changes after),
 * or this write when nothing is stored yet (a create: created and last changed are the same act); the last
 * change is this write. Whatever activity a client sent plays no part.
 */
export function writtenActivity(by: string, at: Date, stored?: RecordActivity): RecordActivity {
  return stored
    ? { createTime: stored.createTime, createdBy: stored.createdBy, updateTime: at, updatedBy: by }
    : { createTime: at, createdBy: by, updateTime: at, updatedBy: by }
}

/** One line of an activity summary: who and when, either possibly unknown; absent when both are unknown. */
export interface ActivityStep {
  by: string
  at: Date | null
}

/** What an activity summary shows: the creation and the last change, each only when something is known. */
export function activitySteps(activity: Partial<RecordActivity>): {
  created?: ActivityStep
  changed?: ActivityStep
} {
  const { createTime, createdBy, updateTime, updatedBy } = activityOf(activity)
  const steps: { created?: ActivityStep; changed?: ActivityStep } = {}
  if (createdBy || createTime) steps.created = { by: createdBy, at: createTime }
  if (updatedBy || updateTime) steps.changed = { by: updatedBy, at: updateTime }
  return steps
}
