import 'reflect-metadata'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { beforeAll, describe, expect, it } from 'vitest'
import { initTestI18n } from '../../i18n/test-i18n'
import { renderScreen } from '../testing'
import { SelectField } from './fields'

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
