import { describe, expect, it } from 'vitest'
import { call, mockEachTest } from '../../testing'

mockEachTest()

describe('knowledge base', () => {
  it('GET /faq/data/knowledge_base answers the categories', async () => {
    const { status, body } = await call('/faq/data/knowledge_base')
    expect(status).toBe(200)
    expect(body.length).toBeGreaterThan(0)
    for (const c of body)
      expect(c).toEqual({
        id: expect.any(Number),
        category: expect.any(String),
        title: expect.any(String),
        desc: expect.any(String),
        img: expect.stringMatching(/^data:image/),
      })
  })

  it('GET /faq/data/category answers question groups', async () => {
    const { body } = await call('/faq/data/category')
    for (const g of body) {
      expect(g).toMatchObject({
        title: expect.any(String),
        icon: expect.any(String),
        iconColor: expect.any(String),
      })
      for (const q of g.questions)
        expect(q).toEqual({
          id: expect.any(Number),
          question: expect.any(String),
          slug: expect.stringMatching(/^[a-z0-9-]+$/),
        })
    }
  })

  it('GET /faq/data/question answers an article', async () => {
    const { body } = await call('/faq/data/question')
    expect(body).toEqual({
      title: expect.any(String),
      lastUpdated: expect.any(String),
      relatedQuestions: expect.any(Array),
      content: expect.stringContaining('<p>'),
    })
    expect(body.relatedQuestions.length).toBeGreaterThan(0)
  })
})
