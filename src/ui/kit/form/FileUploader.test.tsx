import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { PortError } from '../../../ports/errors'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { FileUploader } from './FileUploader'

const file = (name: string, type: string, size = 4) => new File(['x'.repeat(size)], name, { type })

describe('FileUploader', () => {
  beforeAll(async () => {
    await initTestI18n()
  })
  it('sends accepted files, refuses the others before sending, and lists each with its state', async () => {
    const upload = vi.fn(async (chosen: File) => {
      if (chosen.name === 'broken.pdf') throw new PortError('permission_denied', 'no')
    })
    renderScreen(
      <FileUploader label="Add documents" accept={['application/pdf']} maxBytes={10} upload={upload} />,
    )
    const input = screen.getByLabelText('Add documents')
    await userEvent.upload(input, [
      file('bill.pdf', 'application/pdf'),
      file('big.pdf', 'application/pdf', 11),
      file('broken.pdf', 'application/pdf'),
    ])
    const list = await screen.findByRole('list', { name: 'Files sent in this visit' })
    await waitFor(() => expect(list).toHaveTextContent(/bill\.pdf.*Sent/))
    expect(list).toHaveTextContent(/big\.pdf.*Not sent: larger than/)
    expect(list).toHaveTextContent(/broken\.pdf.*Not sent: You do not have permission/)
    expect(upload.mock.calls.map(([sent]) => sent.name)).toEqual(['bill.pdf', 'broken.pdf'])
  })
  it('sends nothing while disabled', () => {
    renderScreen(<FileUploader label="Add documents" disabled upload={vi.fn()} />)
    expect(screen.getByLabelText('Add documents')).toBeDisabled()
  })
})
