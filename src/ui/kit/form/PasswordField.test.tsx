import '@abraham/reflection'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormProvider, useForm } from 'react-hook-form'
import { beforeAll, describe, expect, it } from 'vitest'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { PasswordField } from './PasswordField'

function Form() {
  const form = useForm<{ secret: string }>({ defaultValues: { secret: '' } })
  return (
    <FormProvider {...form}>
      <PasswordField<{ secret: string }>
        name="secret"
        label="New password"
        showLabel="Show"
        hideLabel="Hide"
      />
    </FormProvider>
  )
}

describe('PasswordField', () => {
  beforeAll(() => initTestI18n())

  it('hides what is typed until Show is pressed', async () => {
    const user = userEvent.setup()
    renderScreen(<Form />)
    const input = screen.getByLabelText('New password')
    await user.type(input, 'Secret-1')
    expect(input).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveValue('Secret-1')
    await user.click(screen.getByRole('button', { name: 'Hide' }))
    expect(input).toHaveAttribute('type', 'password')
  })
})
