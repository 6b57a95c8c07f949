import { APP_LOCALES, type AppLocale } from '../../domain/money/index.ts'

/** The product's languages (spec §9): en, ru, am (Armenian). */
export const LANGUAGES = APP_LOCALES
export type Language = AppLocale
export const DEFAULT_LANGUAGE: Language = 'en'

/** Each language by its own name, as a language switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ru: 'Русский', am: 'Հայերեն' }

/** Every translation namespace; one per feature so features never edit each other's files. */
export const NAMESPACES = [
  'common',
  'shell',
  'auth',
  'misc',
  'orders',
  'access',
  'customers',
  'cargoloop',
  'payments',
  'todo',
  'kanban',
  'beneficiaries',
  'invoices',
  'references',
  'locations',
  'calendar',
  // the template apps and pages, one namespace each
  'email',
  'chat',
  'invoiceApp',
  'users',
  'dashboards',
  'shop',
  'blog',
  'pages',
  'settings',
  'tables',
  'authPages',
  'uiPages',
  // the catalogue of the kit (the template's UI demo pages)
  'catalogue',
  // the mock API's developer panel (dev builds only)
  'devTools',
  // the in-browser mock's kept data (the customizer's reset)
  'demoData',
] as const

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language)
