import { useCallback, useState } from 'react'
import type { TFunction } from 'i18next'
import { useLocation, useSearch } from 'wouter'
import { useSnapshot } from 'valtio'
import {
  parseSavedViews,
  removeView,
  saveView,
  savedViewsKey,
  viewSearch,
  type SavedView,
} from '../../../domain/lists'
import type { UserData } from '../../../domain/auth'
import { PORTS } from '../../../ports/tokens'
import { session } from '../../session/session'
import { resolvePort } from '../../runtime/use-port'
import type { ListController } from './use-list-controller'

/** What saved views need of a list controller. */
export type SavedViewsList = Pick<ListController<unknown>, 'id' | 'hiddenColumns' | 'replaceHiddenColumns'>

export interface SavedViews {
  views: readonly SavedView[]
  /** The saved view whose state is the list's state now, if any. */
  current: SavedView | undefined
  /** Saves the list's state and column choice under a name (the same name replaces that view). */
  save: (name: string) => void
  /** Opens a view: its filters, sort and search in the URL, its columns hidden. */
  open: (view: SavedView) => void
  remove: (name: string) => void
  /** The address of the list in a view's state, to share. */
  link: (view: SavedView) => string
}

/**
 * Saved views of a page's list (its state in the URL and its column choice under a name), kept per user and
 * list on this machine through the local settings port.
 */
export function useSavedViews(list: SavedViewsList): SavedViews {
  const { userData } = useSnapshot(session) as { userData: UserData | null }
  const settings = resolvePort(PORTS.localSettings)
  const key = savedViewsKey(userData?.username ?? '', list.id)
  const [views, setViews] = useState<SavedView[]>(() => parseSavedViews(settings.read(key)))
  const [location, navigate] = useLocation()
  const search = useSearch()
  const store = useCallback(
    (next: SavedView[]) => {
      setViews(next)
      settings.write(key, next)
    },
    [settings, key],
  )
  const now = viewSearch(search)
  return {
    views,
    current: views.find((view) => view.search === now),
    save: (name) => store(saveView(views, { name, search, hiddenColumns: [...list.hiddenColumns] })),
    open: (view) => {
      list.replaceHiddenColumns(view.hiddenColumns)
      navigate(view.search ? `${location}?${view.search}` : location)
    },
    remove: (name) => store(removeView(views, name)),
    link: (view) => `${window.location.origin}${location}${view.search ? `?${view.search}` : ''}`,
  }
}

/** The saved views menu's name (its button's and its menu's): it says the view shown, when the list is in one. */
export function savedViewsMenuLabel(t: TFunction, current: SavedView | undefined): string {
  return current ? t('kit.views.menuWith', { name: current.name }) : t('kit.views.menu')
}
