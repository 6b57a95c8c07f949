export { type Role } from './roles.ts'
export {
  type AbilityRule,
  ANY_ACTION,
  ANY_SUBJECT,
  DEFAULT_ABILITY_RULES,
  ADMIN_ABILITY_RULES,
  CLIENT_ABILITY_RULES,
  CUSTOMER_ABILITY_RULES,
  abilityRulesForRole,
  abilityRulesFor,
  can,
} from './ability.ts'
export { LOGIN_PATH, homeFor } from './home.ts'
export { RESOURCES } from './resources.ts'
export { ROUTES, TEMPLATE_APP_ROUTES, CATALOGUE_ROUTES } from './route-table.ts'
export { type RouteDecision, matchRoute, decideRoute } from './match-route.ts'
export { type MenuItem, type MenuGroup, type MenuEntry, SIDE_MENU, menuFor } from './side-menu.ts'
export { STARTING_BOOKMARKS, offersPage } from './offered-pages.ts'
