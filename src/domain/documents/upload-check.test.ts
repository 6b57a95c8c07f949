import { describe, expect, it } from 'vitest'
import { uploadProblem } from './upload-check'

const file = (name: string, type: string, size = 10) => ({ name, type, size })

describe('uploadProblem', () => {
  it('accepts any non-empty file when there are no rules', () => {
    expect(uploadProblem(file('a.bin', ''))).toBeNull()
  })
  it('refuses an empty file and one over the limit (the limit itself is allowed)', () => {
    expect(uploadProblem(file('a.txt', 'text/plain', 0))).toBe('empty')
    expect(uploadProblem(file('a.txt', 'text/plain', 101), { maxBytes: 100 })).toBe('tooLarge')
    expect(uploadProblem(file('a.txt', 'text/plain', 100), { maxBytes: 100 })).toBeNull()
  })
  it('matches exact types, type families and name endings, ignoring case', () => {
    const accept = ['application/pdf', 'image/*', '.CSV']
    expect(uploadProblem(file('scan.PDF', 'application/pdf'), { accept })).toBeNull()
    expect(uploadProblem(file('photo.jpg', 'image/jpeg'), { accept })).toBeNull()
    expect(uploadProblem(file('rates.csv', ''), { accept })).toBeNull()
    expect(uploadProblem(file('notes.txt', 'text/plain'), { accept })).toBe('wrongType')
    expect(uploadProblem(file('imagery.txt', 'text/plain'), { accept: ['image/*'] })).toBe('wrongType')
  })
})
