import { describe, expect, it } from 'vitest'
import { call, mockEachTest } from '../../../testing/in-browser-mock'

mockEachTest()

describe('account settings', () => {
  it('GET /account-setting/data answers general, info, social and notification', async () => {
    const { status, body } = await call('/account-setting/data')
    expect(status).toBe(200)
    expect(Object.keys(body.general).sort()).toEqual(['avatar', 'company', 'email', 'fullName', 'username'])
    expect(Object.keys(body.info).sort()).toEqual(['bio', 'country', 'dob', 'phone', 'website'])
    expect(Object.keys(body.social.socialLinks).sort()).toEqual([
      'facebook',
      'google',
      'instagram',
      'linkedIn',
      'quora',
      'twitter',
    ])
    expect(body.social.connections).toEqual(expect.any(Object))
    expect(Object.keys(body.notification).sort()).toEqual([
      'answerOnForm',
      'blogDigest',
      'commentOnArticle',
      'followMe',
      'newAnnouncements',
      'productUpdates',
    ])
    expect(body.general.avatar).toMatch(/^data:image/)
  })
})
