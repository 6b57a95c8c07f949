import { describe, expect, it } from 'vitest'
import { REASONS, describeReason, reasonParamsFromWire, reasonParamsToWire } from './reasons'

describe('the catalogue of refusal reasons', () => {
  it('gives the English the wire carries for other clients', () => {
    expect(describeReason('REQUIRED')).toBe('is required')
    expect(describeReason('TOO_LONG', { max: 2000 })).toBe('must be at most 2000 characters')
    expect(describeReason('CANCELLED_VEHICLE', { vehicle: 'vehicles/17' })).toBe('vehicles/17 is cancelled')
    expect(
      describeReason('EXCEEDS_TO_PAY_ON_LINE', {
        limit: { value: 123456, exponent: -2, currencyName: 'currencies/usd' },
      }),
    ).toBe('exceeds what remains to pay on its order line ($1,234.56)')
  })

  it('names its reasons in UPPER_SNAKE_CASE', () => {
    for (const reason of Object.keys(REASONS)) expect(reason).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/)
  })

  it('sends parameters as text and reads them back typed (a record by its id)', () => {
    const limit = { value: -125000, exponent: -2, currencyName: 'currencies/usd' }
    expect(reasonParamsToWire('LINES_EXCEED_PAYMENT', { limit })).toEqual({
      limit: '-1250.00 currencies/usd',
    })
    expect(reasonParamsFromWire('LINES_EXCEED_PAYMENT', { limit: '-1250.00 currencies/usd' })).toEqual({
      limit,
    })
    expect(reasonParamsFromWire('TOO_LONG', reasonParamsToWire('TOO_LONG', { max: 200 }))).toEqual({
      max: 200,
    })
    expect(
      reasonParamsFromWire(
        'VEHICLE_IN_ORDER',
        reasonParamsToWire('VEHICLE_IN_ORDER', { vehicle: 'vehicles/17', order: 'orders/2001' }),
      ),
    ).toEqual({ vehicle: '17', order: '2001' })
    expect(reasonParamsFromWire('REQUIRED', { field: 'order.comment' })).toEqual({})
  })

  it('reads nothing for a reason it does not know or a parameter missing or unreadable', () => {
    expect(reasonParamsFromWire('SOMETHING_NEW', {})).toBeNull()
    expect(reasonParamsFromWire('TOO_LONG', {})).toBeNull()
    expect(reasonParamsFromWire('TOO_LONG', { max: 'many' })).toBeNull()
    expect(reasonParamsFromWire('BELOW_PAID', { paid: '$12' })).toBeNull()
    expect(reasonParamsFromWire('toString', {})).toBeNull()
  })
})
