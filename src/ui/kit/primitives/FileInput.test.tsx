import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import i18next from 'i18next'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { FileInput } from './FileInput'

describe('FileInput', () => {
  beforeAll(() => initTestI18n())

  it("replaces the browser's button with the app's words, keeps the field's name, and says what was chosen", async () => {
    const onFiles = vi.fn()
    renderScreen(
      <>
        <label htmlFor="doc">Upload document</label>
        <FileInput id="doc" onFiles={onFiles} />
      </>,
    )
    const input = screen.getByLabelText('Upload document')
    expect(input).toHaveAccessibleName('Upload document')
    expect(screen.getByText('Choose file')).toBeInTheDocument()
    expect(screen.getByText('No file chosen')).toBeInTheDocument()
    const file = new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' })
    await userEvent.upload(input, file)
    expect(onFiles).toHaveBeenCalledWith([file])
    expect(screen.getByText('receipt.pdf')).toBeInTheDocument()
  })

  it('speaks the app language, not the browser one', async () => {
    await i18next.changeLanguage('ru')
    try {
      renderScreen(<FileInput id="doc" onFiles={() => undefined} />)
      expect(screen.getByText('Выбрать файл')).toBeInTheDocument()
    } finally {
      await i18next.changeLanguage('en')
    }
  })
})
