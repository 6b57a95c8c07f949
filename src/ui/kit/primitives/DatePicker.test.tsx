import '@abraham/reflection'
import { screen } from '@testing-library/react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { DatePicker } from './DatePicker'

const segmentsOf = () =>
  screen
    .getAllByRole('spinbutton')
    .filter((segment) => segment.closest('[role="dialog"]') === null)
    .map((segment) => segment.textContent)

describe('DatePicker', () => {
  afterAll(async () => {
    vi.restoreAllMocks()
    await initTestI18n('en')
  })

  it('is typed in the UI language, with its placeholders: US order in English, day first in Russian', async () => {
    await initTestI18n('en')
    const { unmount } = renderScreen(<DatePicker label="Date" value="" onChange={() => undefined} />)
    expect(segmentsOf()).toEqual(['mm', 'dd', 'yyyy'])
    unmount()
    await initTestI18n('ru')
    renderScreen(<DatePicker label="Дата" value="" onChange={() => undefined} />)
    expect(segmentsOf()).toEqual(['дд', 'мм', 'гггг'])
  })

  it('types Armenian day first with Armenian placeholders, even where the browser has no Armenian dates', async () => {
    // Chromium's Intl has no Armenian: it would resolve hy-AM to en-US and type the month first.
    const supported = Intl.DateTimeFormat.supportedLocalesOf.bind(Intl.DateTimeFormat)
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales, options) =>
      supported(locales, options).filter((tag) => !tag.startsWith('hy')),
    )
    await initTestI18n('am')
    renderScreen(<DatePicker label="Ամսաթիվ" value="" onChange={() => undefined} />)
    expect(segmentsOf()).toEqual(['օօ', 'աա', 'տտտտ'])
    expect(screen.getAllByRole('spinbutton')[0]).toHaveAccessibleName(/day/i)
  })
})
