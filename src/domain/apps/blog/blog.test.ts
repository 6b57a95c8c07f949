import { describe, expect, it } from 'vitest'
import {
  categoryOptions,
  changeFor,
  countByCategory,
  detailWithChanges,
  filterPosts,
  isSlug,
  postWithChanges,
  recentWithChanges,
  slugify,
  type BlogLocalChanges,
  type BlogPost,
  type BlogPostChange,
  type BlogPostDetail,
} from './blog'

const post = (id: number, title: string, tags: string[], excerpt = ''): BlogPost => ({
  id,
  title,
  img: `img${id}`,
  avatar: '',
  userFullName: 'Ann',
  blogPosted: 'Jan 1, 2026',
  tags,
  excerpt,
  comment: 3,
})
const posts = [
  post(1, 'Five habits of dispatchers', ['Operations', 'People'], 'Small routines'),
  post(2, 'Cold chain costs', ['Finance'], 'Reefer numbers'),
  post(3, 'Electric vans', ['Fleet'], 'A year of routines'),
]
const change: BlogPostChange = {
  title: 'New title',
  slug: 'new-title',
  categories: ['Fleet'],
  status: 'Draft',
  excerpt: 'New excerpt',
  featuredImage: '',
  content: '<p>Body</p>',
}
const comment = { avatar: '', userFullName: 'Me', commentedAt: 'now', commentText: 'Hi' }

describe('blog rules', () => {
  it('slugifies as the mock does and checks slugs', () => {
    expect(slugify(' Our First Year: with E-vans! ')).toBe('our-first-year-with-e-vans')
    expect(isSlug('our-first-year')).toBe(true)
    expect(isSlug('Our-first')).toBe(false)
    expect(isSlug('a--b')).toBe(false)
    expect(isSlug('')).toBe(false)
  })

  it('filters by title or excerpt and by category, ignoring case', () => {
    expect(filterPosts(posts, { search: 'ROUTINES' }).map((p) => p.id)).toEqual([1, 3])
    expect(filterPosts(posts, { search: '', category: 'finance' }).map((p) => p.id)).toEqual([2])
    expect(filterPosts(posts, { search: 'routines', category: 'Fleet' }).map((p) => p.id)).toEqual([3])
    expect(filterPosts(posts, { search: 'nothing' })).toEqual([])
    expect(countByCategory(posts, ['Operations', 'Customs'])).toEqual({ Operations: 1, Customs: 0 })
  })

  it('overlays the page’s saved edit and comments on list, sidebar, detail and edit values', () => {
    const changes: BlogLocalChanges = { edits: { 1: change }, comments: { 1: [comment] } }
    expect(postWithChanges(posts[0]!, changes)).toMatchObject({
      title: 'New title',
      img: 'img1',
      tags: ['Fleet'],
      excerpt: 'New excerpt',
      comment: 4,
    })
    expect(postWithChanges(posts[1]!, changes)).toEqual(posts[1])
    expect(recentWithChanges({ id: 1, title: 'x', img: 'i', createdTime: '' }, changes).title).toBe(
      'New title',
    )
    const detail: BlogPostDetail = {
      id: 1,
      img: 'img1',
      title: 'Old',
      avatar: '',
      userFullName: 'Ann',
      createdTime: '',
      tags: ['Operations'],
      content: '<p>Old</p>',
      comments: 2,
      bookmarked: 5,
      commentList: [comment],
    }
    expect(detailWithChanges(detail, changes)).toMatchObject({
      title: 'New title',
      content: '<p>Body</p>',
      comments: 3,
      commentList: [comment, comment],
    })
    const edit = {
      id: 2,
      avatar: '',
      userFullName: 'Ann',
      createdTime: '',
      blogTitle: 'Cold',
      blogCategories: [{ value: 'finance', label: 'Finance' }],
      slug: 'cold',
      status: 'Unknown',
      excerpt: 'E',
      featuredImage: 'f',
    }
    expect(changeFor(edit, '<p>b</p>', changes)).toEqual({
      title: 'Cold',
      slug: 'cold',
      categories: ['Finance'],
      status: 'Published',
      excerpt: 'E',
      featuredImage: 'f',
      content: '<p>b</p>',
    })
    expect(changeFor({ ...edit, id: 1 }, '', changes)).toBe(change)
  })

  it('offers the sidebar categories then the post’s other tags', () => {
    expect(categoryOptions(['Operations', 'Fleet'], ['fleet', 'Cold chain'])).toEqual([
      'Operations',
      'Fleet',
      'Cold chain',
    ])
  })
})
