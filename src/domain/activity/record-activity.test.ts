import { describe, expect, it } from 'vitest'
import { NO_ACTIVITY, activityOf, activitySteps, writtenActivity } from './record-activity'

const monday = new Date('2026-11-23T09:00:00Z')
const tuesday = new Date('2026-11-24T10:31:00Z')

describe('writtenActivity', () => {
  it('a create: created and last changed by the writer, at the same moment', () => {
    expect(writtenActivity('admin', monday)).toEqual({
      createTime: monday,
      createdBy: 'admin',
      updateTime: monday,
      updatedBy: 'admin',
    })
  })

  it.each([
    ['the stored creation stays', writtenActivity('admin', monday), monday, 'admin'],
    ['older data keeps its unknown creation unknown', NO_ACTIVITY, null, ''],
  ])('a change: %s, the last change is this write', (_, stored, createTime, createdBy) => {
    expect(writtenActivity('c1001', tuesday, stored)).toEqual({
      createTime,
      createdBy,
      updateTime: tuesday,
      updatedBy: 'c1001',
    })
  })
})

describe('activityOf', () => {
  it('takes the four fields of a record and nothing else; missing ones are unknown', () => {
    const record = { name: 'orders/1', createdBy: 'admin', createTime: monday }
    expect(activityOf(record)).toEqual({ ...NO_ACTIVITY, createTime: monday, createdBy: 'admin' })
  })
})

describe('activitySteps', () => {
  it('gives the creation and the last change', () => {
    expect(activitySteps(writtenActivity('c1001', tuesday, writtenActivity('admin', monday)))).toEqual({
      created: { by: 'admin', at: monday },
      changed: { by: 'c1001', at: tuesday },
    })
  })

  it('keeps a step when only who or only when is known, and drops a step when neither is', () => {
    expect(activitySteps({ createdBy: 'admin', updateTime: tuesday })).toEqual({
      created: { by: 'admin', at: null },
      changed: { by: '', at: tuesday },
    })
    expect(activitySteps(NO_ACTIVITY)).toEqual({})
    expect(activitySteps({})).toEqual({})
  })
})
