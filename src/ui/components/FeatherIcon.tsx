import BellIcon from 'lucide-react/icons/bell'
import CreditCardIcon from 'lucide-react/icons/credit-card'
import DollarSignIcon from 'lucide-react/icons/dollar-sign'
import FileTextIcon from 'lucide-react/icons/file-text'
import FolderIcon from 'lucide-react/icons/folder'
import PackageIcon from 'lucide-react/icons/package'
import RotateCcwIcon from 'lucide-react/icons/rotate-ccw'
import SettingsIcon from 'lucide-react/icons/settings'
import TruckIcon from 'lucide-react/icons/truck'
import UsersIcon from 'lucide-react/icons/users'
import ZapIcon from 'lucide-react/icons/zap'
import type { ComponentType, SVGProps } from 'react'

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>

/** The mock names icons the feather way (`credit-card`, `DollarSign`); these are the ones its data uses. */
const ICONS: Record<string, Icon> = {
  bell: BellIcon,
  creditcard: CreditCardIcon,
  dollarsign: DollarSignIcon,
  filetext: FileTextIcon,
  package: PackageIcon,
  rotateccw: RotateCcwIcon,
  settings: SettingsIcon,
  truck: TruckIcon,
  users: UsersIcon,
  zap: ZapIcon,
}

/** A decorative icon named as the mock names it (any case, with or without hyphens); a folder when unknown. */
export function FeatherIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Component = ICONS[name.toLowerCase().replace(/[^a-z]/g, '')] ?? FolderIcon
  return <Component size={size} aria-hidden="true" focusable="false" />
}
