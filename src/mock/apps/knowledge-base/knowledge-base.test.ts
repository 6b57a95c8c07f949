import { describe, expect, it } from 'vitest'
import { call, mockEachTest } from '../../../testing/in-browser-mock'

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

  it('GET /faq/data/category answers each category its own question groups, and 404 for another', async () => {
    const seen = new Set<string>()
    for (const category of ['getting-started', 'billing', 'account']) {
      const { status, body } = await call(`/faq/data/category?category=${category}`)
      expect(status).toBe(200)
      expect(body.length).toBeGreaterThan(0)
      for (const g of body) {
        expect(g).toMatchObject({
          title: expect.any(String),
          icon: expect.any(String),
          iconColor: expect.any(String),
        })
        for (const q of g.questions) {
          expect(q).toEqual({
            id: expect.any(Number),
            question: expect.any(String),
            slug: expect.stringMatching(/^[a-z0-9-]+$/),
          })
          expect(seen.has(q.question), q.question).toBe(false)
          seen.add(q.question)
        }
      }
    }
    expect((await call('/faq/data/category?category=nowhere')).status).toBe(404)
    expect((await call('/faq/data/category?category=constructor')).status).toBe(404)
  })

  it('GET /faq/data/question answers the question asked, with related questions of its category', async () => {
    const { body: groups } = await call('/faq/data/category?category=billing')
    const questions = groups.flatMap((g: { questions: unknown[] }) => g.questions)
    const answers = new Set<string>()
    for (const q of questions) {
      const { status, body } = await call(`/faq/data/question?category=billing&question=${q.slug}`)
      expect(status).toBe(200)
      expect(body).toEqual({
        title: q.question,
        lastUpdated: expect.any(String),
        relatedQuestions: expect.any(Array),
        content: expect.stringContaining('<p>'),
      })
      expect(body.relatedQuestions.length).toBeGreaterThan(0)
      expect(body.relatedQuestions.map((r: { id: number }) => r.id)).not.toContain(q.id)
      for (const r of body.relatedQuestions) expect(questions).toContainEqual(r)
      answers.add(body.content)
    }
    expect(answers.size).toBe(questions.length)
    expect((await call(`/faq/data/question?category=shipping&question=${questions[0].slug}`)).status).toBe(
      404,
    )
  })
})
