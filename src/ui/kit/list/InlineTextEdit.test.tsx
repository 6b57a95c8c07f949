import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { PortError } from '../../../ports/errors'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { InlineTextEdit } from './InlineTextEdit'

describe('InlineTextEdit', () => {
  beforeAll(() => initTestI18n())

  it("keeps the text and words the server's refusal in the person's language (decision 0110)", async () => {
    const onSave = vi.fn(async () => {
      throw new PortError('invalid_argument', 'country.display_name: must be at most 200 characters', [
        {
          field: 'country.display_name',
          description: 'must be at most 200 characters',
          reason: 'TOO_LONG',
          params: { max: '200' },
        },
      ])
    })
    await i18next.changeLanguage('ru')
    try {
      renderScreen(<InlineTextEdit value="Армения" label="Название Армении" onSave={onSave} />)
      await userEvent.click(screen.getByRole('button', { name: /Название Армении/ }))
      const input = screen.getByRole('textbox', { name: 'Название Армении' })
      await userEvent.type(input, ' и ещё{Enter}')
      expect(await screen.findByRole('alert')).toHaveTextContent('Длина — не более 200 симв.')
      expect(input).toHaveValue('Армения и ещё')
      expect(onSave).toHaveBeenCalledWith('Армения и ещё')
    } finally {
      await i18next.changeLanguage('en')
    }
  })
})
