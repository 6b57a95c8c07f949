/** A page that can be bookmarked in the navbar (template-apps §3: id, title, link, icon, target, isBookmarked). */
export interface BookmarkItem {
  id: number
  title: string
  link: string
  icon: string
  target: string
  isBookmarked: boolean
}

export interface BookmarksData {
  /** Every page the bookmark search offers. */
  suggestions: BookmarkItem[]
  /** The bookmarked pages. */
  bookmarks: BookmarkItem[]
}

/** `GET /api/bookmarks/data` and `POST /api/bookmarks/update { id }` (the toggle answers the updated page). */
export interface BookmarksPort {
  loadBookmarks(): Promise<BookmarksData>
  toggleBookmark(id: number): Promise<BookmarkItem>
}
