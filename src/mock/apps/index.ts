// Every template application the in-browser mock answers; each folder owns its data and handlers.
import { authApp } from './auth'
import { usersApp } from './users'
import { invoiceApp } from './invoice'
import { permissionsApp } from './permissions'
import { datatablesApp } from './datatables'
import { searchApp } from './search'
import { selectApp } from './select'
import { autocompleteApp } from './autocomplete'
import { faqApp } from './faq'
import { knowledgeBaseApp } from './knowledge-base'
import { pricingApp } from './pricing'
import { cardsApp } from './cards'
import { accountSettingsApp } from './account-settings'
import { profileApp } from './profile'
import { chatApp } from './chat'
import { todoApp } from './todo'
import { emailApp } from './email'
import { kanbanApp } from './kanban'
import { calendarApp } from './calendar'
import { shopApp } from './shop'
import { blogApp } from './blog'

export const mockApps = [
  authApp,
  usersApp,
  invoiceApp,
  permissionsApp,
  datatablesApp,
  searchApp,
  selectApp,
  autocompleteApp,
  faqApp,
  knowledgeBaseApp,
  pricingApp,
  cardsApp,
  accountSettingsApp,
  profileApp,
  chatApp,
  todoApp,
  emailApp,
  kanbanApp,
  calendarApp,
  shopApp,
  blogApp,
]
