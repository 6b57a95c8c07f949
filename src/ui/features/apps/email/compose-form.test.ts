import { describe, expect, it } from 'vitest'
import type { Email } from '../../../../domain/apps/email'
import { composeChange, composeSchema, composeValues } from './compose-form'

const draft: Email = {
  id: 7,
  from: { name: 'Jordan Avery', email: 'jordan@desk.test', avatar: '' },
  to: [{ name: 'Clara Mendes', email: 'clara@baltic.test' }],
  subject: 'Quote',
  cc: ['accounts@desk.test'],
  bcc: [],
  message: '<p>Hi</p>',
  attachments: [],
  isStarred: false,
  labels: [],
  time: '2026-01-01T00:00:00.000Z',
  replies: [],
  folder: 'draft',
  isRead: true,
}

describe('compose form', () => {
  it('fills the form from a draft', () => {
    expect(composeValues(draft)).toEqual({
      intent: 'send',
      to: 'Clara Mendes <clara@baltic.test>',
      cc: 'accounts@desk.test',
      bcc: '',
      subject: 'Quote',
      message: '<p>Hi</p>',
    })
  })

  it('needs a recipient to send, not to save a draft, and valid addresses in every field', () => {
    const values = { ...composeValues(draft), to: '' }
    expect(composeSchema.safeParse(values).error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['to'], 'email:compose.recipientRequired'],
    ])
    expect(composeSchema.safeParse({ ...values, intent: 'draft' }).success).toBe(true)
    expect(
      composeSchema.safeParse({ ...values, intent: 'draft', bcc: 'x@y.test, nope' }).error?.issues[0]?.path,
    ).toEqual(['bcc'])
  })

  it('sends into Sent and saves into Draft, keeping known names', () => {
    const now = new Date('2026-02-01T09:00:00Z')
    const values = {
      ...composeValues(draft),
      to: 'clara@baltic.test, Noah <noah@fischer.test>',
      subject: ' Quote v2 ',
    }
    expect(composeChange(values, draft, now)).toEqual({
      to: [
        { name: 'Clara Mendes', email: 'clara@baltic.test' },
        { name: 'Noah', email: 'noah@fischer.test' },
      ],
      cc: ['accounts@desk.test'],
      bcc: [],
      subject: 'Quote v2',
      message: '<p>Hi</p>',
      time: '2026-02-01T09:00:00.000Z',
      isRead: true,
      folder: 'sent',
    })
    expect(composeChange({ ...values, intent: 'draft' }, draft, now).folder).toBe('draft')
  })
})
