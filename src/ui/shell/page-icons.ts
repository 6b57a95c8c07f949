// Icons of the bookmark and search pages (the mock's feather names), in the lazily loaded navbar chunks.
import type { LucideIcon } from 'lucide-react'
import { MENU_ICONS } from './menu-icons'
import CircleIcon from 'lucide-react/icons/circle'
import AlertCircleIcon from 'lucide-react/icons/alert-circle'
import AlertTriangleIcon from 'lucide-react/icons/alert-triangle'
import AreaChartIcon from 'lucide-react/icons/area-chart'
import BadgeCheckIcon from 'lucide-react/icons/badge-check'
import BanIcon from 'lucide-react/icons/ban'
import BarChartIcon from 'lucide-react/icons/bar-chart'
import BarChart2Icon from 'lucide-react/icons/bar-chart-2'
import BellIcon from 'lucide-react/icons/bell'
import BookOpenIcon from 'lucide-react/icons/book-open'
import CalendarIcon from 'lucide-react/icons/calendar'
import CheckCircleIcon from 'lucide-react/icons/check-circle'
import HammerIcon from 'lucide-react/icons/hammer'
import HeartIcon from 'lucide-react/icons/heart'
import KeyRoundIcon from 'lucide-react/icons/key-round'
import LayoutGridIcon from 'lucide-react/icons/layout-grid'
import LayoutTemplateIcon from 'lucide-react/icons/layout-template'
import LineChartIcon from 'lucide-react/icons/line-chart'
import ListIcon from 'lucide-react/icons/list'
import ListOrderedIcon from 'lucide-react/icons/list-ordered'
import LogInIcon from 'lucide-react/icons/log-in'
import MailCheckIcon from 'lucide-react/icons/mail-check'
import MousePointerClickIcon from 'lucide-react/icons/mouse-pointer-click'
import NewspaperIcon from 'lucide-react/icons/newspaper'
import PaletteIcon from 'lucide-react/icons/palette'
import PanelLeftCloseIcon from 'lucide-react/icons/panel-left-close'
import PanelTopIcon from 'lucide-react/icons/panel-top'
import PenLineIcon from 'lucide-react/icons/pen-line'
import PieChartIcon from 'lucide-react/icons/pie-chart'
import PlusIcon from 'lucide-react/icons/plus'
import RotateCcwIcon from 'lucide-react/icons/rotate-ccw'
import ShieldCheckIcon from 'lucide-react/icons/shield-check'
import SmartphoneIcon from 'lucide-react/icons/smartphone'
import SmileIcon from 'lucide-react/icons/smile'
import SquareStackIcon from 'lucide-react/icons/square-stack'
import TableIcon from 'lucide-react/icons/table'
import Table2Icon from 'lucide-react/icons/table-2'
import TagIcon from 'lucide-react/icons/tag'
import TextCursorInputIcon from 'lucide-react/icons/text-cursor-input'
import TypeIcon from 'lucide-react/icons/type'
import UploadIcon from 'lucide-react/icons/upload'
import UserCircleIcon from 'lucide-react/icons/user-circle'
import UserPlusIcon from 'lucide-react/icons/user-plus'

export const PAGE_ICONS: Record<string, LucideIcon> = {
  ...MENU_ICONS,
  'alert-circle': AlertCircleIcon,
  'alert-triangle': AlertTriangleIcon,
  'area-chart': AreaChartIcon,
  'badge-check': BadgeCheckIcon,
  ban: BanIcon,
  'bar-chart': BarChartIcon,
  'bar-chart-2': BarChart2Icon,
  bell: BellIcon,
  'book-open': BookOpenIcon,
  calendar: CalendarIcon,
  'check-circle': CheckCircleIcon,
  hammer: HammerIcon,
  heart: HeartIcon,
  'key-round': KeyRoundIcon,
  'layout-grid': LayoutGridIcon,
  'layout-template': LayoutTemplateIcon,
  'line-chart': LineChartIcon,
  list: ListIcon,
  'list-ordered': ListOrderedIcon,
  'log-in': LogInIcon,
  'mail-check': MailCheckIcon,
  'mouse-pointer-click': MousePointerClickIcon,
  newspaper: NewspaperIcon,
  palette: PaletteIcon,
  'panel-left-close': PanelLeftCloseIcon,
  'panel-top': PanelTopIcon,
  'pen-line': PenLineIcon,
  'pie-chart': PieChartIcon,
  plus: PlusIcon,
  'rotate-ccw': RotateCcwIcon,
  'shield-check': ShieldCheckIcon,
  smartphone: SmartphoneIcon,
  smile: SmileIcon,
  'square-stack': SquareStackIcon,
  table: TableIcon,
  'table-2': Table2Icon,
  tag: TagIcon,
  'text-cursor-input': TextCursorInputIcon,
  type: TypeIcon,
  upload: UploadIcon,
  'user-circle': UserCircleIcon,
  'user-plus': UserPlusIcon,
}

export const pageIcon = (name: string): LucideIcon => PAGE_ICONS[name] ?? CircleIcon
