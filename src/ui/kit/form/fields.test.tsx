import '@abraham/reflection'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { beforeAll, describe, expect, it } from 'vitest'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { SelectField, TextField } from './fields'

type Values = { order: string }

function LateOptions({ onValue }: { onValue: (value: string) => void }) {
  const form = useForm<Values>({ defaultValues: { order: 'orders/2' } })
  const [options, setOptions] = useState<{ value: string; label: string }[]>([])
  useEffect(() => {
    void Promise.resolve().then(() =>
      setOptions([
        { value: 'orders/1', label: 'Order 1' },
        { value: 'orders/2', label: 'Order 2' },
      ]),
    )
  }, [])
  const order = form.watch('order')
  useEffect(() => {
    onValue(order)
  }, [order, onValue])
  return (
    <FormProvider {...form}>
      <SelectField<Values> name="order" label="Order" options={options} placeholder="Choose" />
    </FormProvider>
  )
}

describe('SelectField', () => {
  beforeAll(() => initTestI18n())

  it('shows the form value once its option arrives, and reports a choice', async () => {
    const seen: string[] = []
    renderScreen(<LateOptions onValue={(value) => void seen.push(value)} />)
    await screen.findByRole('option', { name: 'Order 2' })
    expect(screen.getByLabelText('Order')).toHaveValue('orders/2')
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'orders/1')
    expect(screen.getByLabelText('Order')).toHaveValue('orders/1')
    expect(seen.at(-1)).toBe('orders/1')
  })
})

function Comment({ max, multiline = true }: { max: number; multiline?: boolean }) {
  const form = useForm<{ comment: string }>({ defaultValues: { comment: '' } })
  return (
    <FormProvider {...form}>
      <TextField<{ comment: string }> name="comment" label="Comment" multiline={multiline} maxLength={max} />
    </FormProvider>
  )
}

describe('TextField with a maximum length', () => {
  beforeAll(() => initTestI18n())

  it('stops typing at the limit, counts "n / max" and says politely what is left near it', async () => {
    renderScreen(<Comment max={30} />)
    const box = screen.getByLabelText('Comment')
    expect(box).toHaveAccessibleDescription('0 / 30')
    await userEvent.type(box, 'a'.repeat(9))
    expect(screen.getByText('9 / 30')).toBeVisible()
    expect(screen.queryByText(/Characters left/)).toBeNull()
    await userEvent.type(box, 'b'.repeat(5))
    expect(screen.getByText('Characters left: 16')).toBeInTheDocument()
    await userEvent.type(box, 'c'.repeat(40))
    expect(box).toHaveValue(`${'a'.repeat(9)}${'b'.repeat(5)}${'c'.repeat(16)}`)
    expect(screen.getByText('30 / 30')).toBeVisible()
    expect(screen.getByText('Limit reached: 30 characters')).toBeInTheDocument()
  })
})
