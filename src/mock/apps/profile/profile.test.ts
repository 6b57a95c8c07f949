import { describe, expect, it } from 'vitest'
import { call, mockEachTest } from '../../../testing/in-browser-mock'

mockEachTest()

describe('profile', () => {
  it('GET /profile/data answers every section of the profile page', async () => {
    const { status, body } = await call('/profile/data')
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(
      [
        'header',
        'latestPhotos',
        'polls',
        'post',
        'suggestedPages',
        'suggestions',
        'twitterFeeds',
        'userAbout',
      ].sort(),
    )
    for (const post of body.post)
      expect(post).toMatchObject({
        likes: expect.any(String),
        comments: expect.any(Number),
        likedUsers: expect.any(Array),
        detailedComments: expect.any(Array),
      })
    expect(JSON.stringify(body)).not.toMatch(/https?:\/\/[^"]*\.(png|jpe?g|gif|svg)/)
  })
})
