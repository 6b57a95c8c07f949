import type { ComponentProps } from 'react'
import { NavButton } from '../components/NavButton'
import { onDemand } from '../kit/on-demand'
import { useOnDemand } from '../kit/use-on-demand'
import type { NavMenu } from './NavPopups'

/** The navbar's menus in React Aria (its menus, popovers and overlays): not part of the first screen. */
const NAV_POPUPS = onDemand(() => import('./NavPopups'))

type NavMenuProps = Omit<ComponentProps<typeof NavMenu>, 'takeOver'>

/**
 * A navbar menu (`NavMenu`) whose code loads when first needed (`useOnDemand`): until then the same button,
 * named the same, stands in; pressed before the code has come, the menu opens once it has.
 */
export function DeferredNavMenu(props: NavMenuProps) {
  const { loaded, takeOver, standInProps } = useOnDemand(NAV_POPUPS)
  if (loaded) return <loaded.NavMenu {...props} takeOver={takeOver} />
  return (
    <NavButton
      type="button"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      {...standInProps}
    >
      {props.button}
    </NavButton>
  )
}
