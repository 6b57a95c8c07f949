import { memo, type ReactNode } from 'react'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import Columns3 from 'lucide-react/icons/columns-3'
import BookmarkIcon from 'lucide-react/icons/bookmark'
import { onDemand } from '../on-demand'
import { useOnDemand } from '../use-on-demand'
import { menuButtonLook } from '../primitives/menu-button-look'
import type { Column } from './DataTable'
import { savedViewsMenuLabel, useSavedViews, type SavedViewsList } from './use-saved-views'

/** The toolbar's menus in React Aria: asked for when first needed or once the page is idle (`useOnDemand`). */
const TOOLBAR_MENUS = onDemand(() => import('../deferred-overlays'))

/** The menu buttons' stand-in: a plain button of the same look, until React Aria's code has come. */
const StandInButton = styled.button`
  ${menuButtonLook}
`

/**
 * The column chooser (`ColumnChooser`), its code loaded when first needed; its button is there from the start.
 * Memoised, like the saved views menu: the list view renders again at every change of the list's state (a
 * search, its answer), the toolbar's menus only when their own props change (decision 0233).
 */
export const DeferredColumnChooser = memo(function DeferredColumnChooser<Row extends object>(props: {
  columns: readonly Column<Row>[]
  hidden: ReadonlySet<string>
  onChange: (column: string, hidden: boolean) => void
}) {
  const { t } = useTranslation()
  const { loaded, takeOver, standInProps } = useOnDemand(TOOLBAR_MENUS)
  if (loaded) return <loaded.ColumnChooser {...props} takeOver={takeOver} />
  return (
    <StandInButton
      type="button"
      aria-label={t('kit.columns')}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...standInProps}
    >
      <Columns3 aria-hidden="true" />
    </StandInButton>
  )
}) as <Row extends object>(props: {
  columns: readonly Column<Row>[]
  hidden: ReadonlySet<string>
  onChange: (column: string, hidden: boolean) => void
}) => ReactNode

/** The saved views menu (`SavedViewsMenu`), its code loaded when first needed; its button is there from the start. */
export const DeferredSavedViewsMenu = memo(function DeferredSavedViewsMenu({
  list,
}: {
  list: SavedViewsList
}) {
  const { t } = useTranslation()
  const { loaded, takeOver, standInProps } = useOnDemand(TOOLBAR_MENUS)
  const { current } = useSavedViews(list)
  if (loaded) return <loaded.SavedViewsMenu list={list} takeOver={takeOver} />
  return (
    <StandInButton
      type="button"
      aria-label={savedViewsMenuLabel(t, current)}
      aria-haspopup="menu"
      aria-expanded={false}
      {...standInProps}
    >
      <BookmarkIcon aria-hidden="true" />
    </StandInButton>
  )
})
