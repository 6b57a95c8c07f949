import { Code, ConnectError } from '@connectrpc/connect'
import { describe, expect, it } from 'vitest'
import { BadRequestSchema, ErrorInfoSchema } from '../../gen/google/rpc/error_details_pb'
import { connectErrorToPortError } from './errors'

describe('connectErrorToPortError', () => {
  it('reads a call that got no answer at all (fetch failed) as the server being unreachable', () => {
    expect(connectErrorToPortError(new TypeError('Failed to fetch')).code).toBe('unavailable')
    expect(connectErrorToPortError(ConnectError.from(new TypeError('Failed to fetch'))).code).toBe(
      'unavailable',
    )
  })

  it('keeps the server own codes, and unknown for anything else', () => {
    expect(connectErrorToPortError(new ConnectError('down', Code.Unavailable)).code).toBe('unavailable')
    expect(connectErrorToPortError(new ConnectError('nope', Code.PermissionDenied)).code).toBe(
      'permission_denied',
    )
    expect(connectErrorToPortError(new Error('odd')).code).toBe('unknown')
  })

  it('keeps the request id the server gave the call, for the person to quote', () => {
    const refused = new ConnectError('down', Code.Internal, { 'X-RequestId': 'req-42' })
    expect(connectErrorToPortError(refused).requestId).toBe('req-42')
    expect(connectErrorToPortError(new ConnectError('down', Code.Internal)).requestId).toBeUndefined()
  })

  it('reads why a whole call was refused: the ErrorInfo that names no field', () => {
    const refused = new ConnectError(
      'orders/1 is used by payment payments/3',
      Code.FailedPrecondition,
      undefined,
      [
        {
          desc: ErrorInfoSchema,
          value: { reason: 'USED_BY_PAYMENT', domain: 'cargo.services', metadata: { record: 'payments/3' } },
        },
      ],
    )
    expect(connectErrorToPortError(refused).reason).toEqual({
      reason: 'USED_BY_PAYMENT',
      params: { record: 'payments/3' },
    })
  })

  it('reads each field violation with its reason and the parameters of the ErrorInfo naming it', () => {
    const error = new ConnectError(
      'order.comment: must be at most 2000 characters',
      Code.InvalidArgument,
      undefined,
      [
        {
          desc: BadRequestSchema,
          value: {
            fieldViolations: [
              { field: 'order.comment', description: 'must be at most 2000 characters', reason: 'TOO_LONG' },
              { field: 'order.items.1.amount', description: 'must not be negative', reason: 'NEGATIVE' },
              { field: 'order.status', description: 'odd' },
            ],
          },
        },
        {
          desc: ErrorInfoSchema,
          value: {
            reason: 'NEGATIVE',
            domain: 'cargo.services',
            metadata: { field: 'order.items.1.amount' },
          },
        },
        {
          desc: ErrorInfoSchema,
          value: {
            reason: 'TOO_LONG',
            domain: 'cargo.services',
            metadata: { field: 'order.comment', max: '2000' },
          },
        },
      ],
    )
    expect(connectErrorToPortError(error).fieldViolations).toEqual([
      {
        field: 'order.comment',
        description: 'must be at most 2000 characters',
        reason: 'TOO_LONG',
        params: { max: '2000' },
      },
      { field: 'order.items.1.amount', description: 'must not be negative', reason: 'NEGATIVE', params: {} },
      { field: 'order.status', description: 'odd' },
    ])
  })

  it('reads a stale write (aborted, decision 0130) with who changed the record, when, and its etag now', () => {
    const stale = (metadata: Record<string, string>) =>
      connectErrorToPortError(
        new ConnectError('order.etag: orders/4 was changed by anna', Code.Aborted, undefined, [
          { desc: ErrorInfoSchema, value: { reason: 'STALE_RECORD', domain: 'cargo.services', metadata } },
        ]),
      )
    const error = stale({
      record: 'orders/4',
      by: 'anna',
      at: '2026-11-24T10:31:00.000Z',
      etag: '3-mi7x3k2a',
      field: 'order.etag',
    })
    expect(error.code).toBe('aborted')
    expect(error.conflict).toEqual({
      name: 'orders/4',
      updatedBy: 'anna',
      updateTime: new Date('2026-11-24T10:31:00Z'),
      etag: '3-mi7x3k2a',
    })
    // Who or when unknown, or a time that is not one: left unknown, the conflict still read.
    expect(stale({ record: 'orders/4', by: '', at: 'yesterday', etag: '2' }).conflict).toEqual({
      name: 'orders/4',
      updatedBy: '',
      updateTime: null,
      etag: '2',
    })
    expect(connectErrorToPortError(new ConnectError('aborted', Code.Aborted)).conflict).toBeUndefined()
  })
})
