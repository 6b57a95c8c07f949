export { type Role, ROLES, isRole } from './roles.ts'
export {
  type Action,
  type AbilityRule,
  ANY_ACTION,
  ANY_SUBJECT,
  DEFAULT_ACTION,
  DEFAULT_ABILITY_RULES,
  ADMIN_ABILITY_RULES,
  CLIENT_ABILITY_RULES,
  CUSTOMER_ABILITY_RULES,
  abilityRulesForRole,
  abilityRulesFor,
  can,
} from './ability.ts'
export {
  DEFAULT_HOME,
  CLIENT_HOME,
  LOGIN_PATH,
  NOT_AUTHORIZED_PATH,
  customerProfilePath,
  homeFor,
} from './home.ts'
export { RESOURCES, type Resource } from './resources.ts'
export {
  type Layout,
  type RouteEntry,
  ROUTES,
  FINANCE_ROUTES,
  ORDER_ROUTES,
  CARGOLOOP_ROUTES,
  USER_ROUTES,
  LOCATION_ROUTES,
  REFERENCE_ROUTES,
  ACCESS_CONTROL_ROUTES,
  TEMPLATE_APP_ROUTES,
  CATALOGUE_ROUTES,
  TEMPLATE_AUTH_PAGE_ROUTES,
  PUBLIC_ROUTES,
} from './route-table.ts'
export {
  type RouteMatch,
  type RouteDecision,
  matchPattern,
  matchRoutes,
  matchRoute,
  decideRoute,
} from './match-route.ts'
export {
  type MenuItem,
  type MenuGroup,
  type MenuEntry,
  SIDE_MENU,
  customerOrdersEntry,
  menuFor,
} from './side-menu.ts'
export { type Asker, STATUS_PAGES, STARTING_BOOKMARKS, offersPage } from './offered-pages.ts'
