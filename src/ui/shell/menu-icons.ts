// Feather-style icons of the side menu, imported one by one (lucide-react is large).
import type { LucideIcon } from 'lucide-react'
import UsersIcon from 'lucide-react/icons/users'
import UserXIcon from 'lucide-react/icons/user-x'
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart'
import ArchiveIcon from 'lucide-react/icons/archive'
import DollarSignIcon from 'lucide-react/icons/dollar-sign'
import FileTextIcon from 'lucide-react/icons/file-text'
import CreditCardIcon from 'lucide-react/icons/credit-card'
import BriefcaseIcon from 'lucide-react/icons/briefcase'
import ClockIcon from 'lucide-react/icons/clock'
import XCircleIcon from 'lucide-react/icons/x-circle'
import TruckIcon from 'lucide-react/icons/truck'
import NavigationIcon from 'lucide-react/icons/navigation'
import BoxIcon from 'lucide-react/icons/box'
import MapPinIcon from 'lucide-react/icons/map-pin'
import AnchorIcon from 'lucide-react/icons/anchor'
import MapIcon from 'lucide-react/icons/map'
import GlobeIcon from 'lucide-react/icons/globe'
import PercentIcon from 'lucide-react/icons/percent'
import FileIcon from 'lucide-react/icons/file'
import SlidersIcon from 'lucide-react/icons/sliders'
import BookIcon from 'lucide-react/icons/book'
import CircleIcon from 'lucide-react/icons/circle'

import WrenchIcon from 'lucide-react/icons/wrench'
import ActivityIcon from 'lucide-react/icons/activity'
import AwardIcon from 'lucide-react/icons/award'
import CheckSquareIcon from 'lucide-react/icons/check-square'
import ColumnsIcon from 'lucide-react/icons/columns'
import EditIcon from 'lucide-react/icons/edit'
import HelpCircleIcon from 'lucide-react/icons/help-circle'
import KeyIcon from 'lucide-react/icons/key'
import LockIcon from 'lucide-react/icons/lock'
import MailIcon from 'lucide-react/icons/mail'
import MessageSquareIcon from 'lucide-react/icons/message-square'
import SettingsIcon from 'lucide-react/icons/settings'
import ShieldIcon from 'lucide-react/icons/shield'
import ShoppingBagIcon from 'lucide-react/icons/shopping-bag'
import SquareIcon from 'lucide-react/icons/square'
import UserIcon from 'lucide-react/icons/user'
import HomeIcon from 'lucide-react/icons/home'
import GridIcon from 'lucide-react/icons/grid'
import InfoIcon from 'lucide-react/icons/info'
import DropletIcon from 'lucide-react/icons/droplet'
import FeatherIcon from 'lucide-react/icons/feather'
/** Icons by feather name (the domain's menu data names them); `tool` is lucide's wrench. */
export const MENU_ICONS: Record<string, LucideIcon> = {
  users: UsersIcon,
  'user-x': UserXIcon,
  'shopping-cart': ShoppingCartIcon,
  archive: ArchiveIcon,
  'dollar-sign': DollarSignIcon,
  'file-text': FileTextIcon,
  'credit-card': CreditCardIcon,
  briefcase: BriefcaseIcon,
  clock: ClockIcon,
  'x-circle': XCircleIcon,
  truck: TruckIcon,
  navigation: NavigationIcon,
  box: BoxIcon,
  'map-pin': MapPinIcon,
  anchor: AnchorIcon,
  map: MapIcon,
  globe: GlobeIcon,
  percent: PercentIcon,
  file: FileIcon,
  sliders: SlidersIcon,
  book: BookIcon,
  circle: CircleIcon,
  tool: WrenchIcon,
  // the template apps' and pages' menu groups
  activity: ActivityIcon,
  award: AwardIcon,
  'check-square': CheckSquareIcon,
  columns: ColumnsIcon,
  edit: EditIcon,
  'help-circle': HelpCircleIcon,
  key: KeyIcon,
  lock: LockIcon,
  mail: MailIcon,
  'message-square': MessageSquareIcon,
  settings: SettingsIcon,
  shield: ShieldIcon,
  'shopping-bag': ShoppingBagIcon,
  square: SquareIcon,
  user: UserIcon,
  home: HomeIcon,
  grid: GridIcon,
  info: InfoIcon,
  droplet: DropletIcon,
  feather: FeatherIcon,
}

/** The icon of a feather name; a plain circle for an unknown one. */
export const menuIcon = (name: string): LucideIcon => MENU_ICONS[name] ?? CircleIcon
