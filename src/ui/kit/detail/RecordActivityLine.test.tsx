import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDisplayDateTime } from '../../../domain/dates'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { RecordActivityLine } from './RecordActivityLine'

const created = new Date('2026-11-24T10:31:00Z')
const changed = new Date('2026-11-25T08:05:00Z')
const shown = (date: Date, language = 'en') => formatDisplayDateTime(date, language)

describe('RecordActivityLine', () => {
  beforeAll(() => initTestI18n())
  afterAll(() => initTestI18n('en'))

  it('says who created and last changed the record and when, with machine-readable times', () => {
    const { container } = renderScreen(
      <RecordActivityLine
        activity={{ createdBy: 'admin', createTime: created, updatedBy: 'c1001', updateTime: changed }}
      />,
    )
    expect(container.textContent).toBe(
      `Created by admin on ${shown(created)}Last changed by c1001 on ${shown(changed)}`,
    )
    const times = [...container.querySelectorAll('time')]
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual([
      created.toISOString(),
      changed.toISOString(),
    ])
    expect(times.map((time) => time.textContent)).toEqual([shown(created), shown(changed)])
  })

  it('leaves out what is not known (older data) and shows nothing when nothing is', () => {
    const { container, unmount } = renderScreen(
      <RecordActivityLine
        activity={{ createdBy: '', createTime: created, updatedBy: 'admin', updateTime: null }}
      />,
    )
    expect(container.textContent).toBe(`Created on ${shown(created)}Last changed by admin`)
    expect(container.textContent).not.toMatch(/undefined|null/)
    unmount()
    const empty = renderScreen(<RecordActivityLine activity={{}} />)
    expect(empty.container).toBeEmptyDOMElement()
  })

  it('speaks the chosen language, dates included', async () => {
    await initTestI18n('ru')
    const { container } = renderScreen(
      <RecordActivityLine
        activity={{ createdBy: 'admin', createTime: created, updatedBy: 'admin', updateTime: changed }}
      />,
    )
    expect(container.textContent).toBe(
      `Создано: admin, ${shown(created, 'ru')}Последнее изменение: admin, ${shown(changed, 'ru')}`,
    )
  })
})
