import type { BookmarkItem, BookmarksData, BookmarksPort } from '../../ports/bookmarks-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

/** BookmarksPort over `GET /api/bookmarks/data` and `POST /api/bookmarks/update { id }`. */
export function createBookmarksAdapter(options: PipelineFetchOptions): BookmarksPort {
  const request = pipelineFetch(options)
  return {
    async loadBookmarks() {
      const answer = await request<Partial<BookmarksData> | undefined>('GET', '/api/bookmarks/data')
      return { suggestions: answer?.suggestions ?? [], bookmarks: answer?.bookmarks ?? [] }
    },
    toggleBookmark(id) {
      return request<BookmarkItem>('POST', '/api/bookmarks/update', { id })
    },
  }
}
