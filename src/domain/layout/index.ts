export {
  SKINS,
  type SkinName,
  CONTENT_WIDTHS,
  MENU_LAYOUTS,
  NAVBAR_TYPES,
  FOOTER_TYPES,
  type Direction,
  type LayoutPreferences,
  DEFAULT_LAYOUT,
  PERSISTED_KEYS,
  type PersistedKey,
  type PersistedPreferences,
  isPersistedKey,
  persistedPart,
  restorePreferences,
  isDarkSkin,
} from './preferences.ts'
export {
  RIPPLE_DURATION_MS,
  isCompactWidth,
  effectiveLayout,
  showsMenuToggle,
  showsCollapsedMenu,
  showsScrollTop,
  isNavbarScrolled,
} from './breakpoints.ts'
export { type Titled, type SearchSource, searchGroups, flattenResults, moveActive } from './search.ts'
export { splitBookmarks, bookmarkSuggestions, bookmarkForPath } from './bookmarks.ts'
