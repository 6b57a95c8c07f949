// What the auth feature lends to other features (a feature imports another only through its index.ts): the
// card that frames every account page, the notice showing the mail the in-browser mock sent, and its own
// pages for the template's page variants, each loaded in its own chunk when asked for.

export { AuthCard, AuthError, AuthFooter, AuthNotice, AuthVariantContext, type AuthVariant } from './AuthCard'
export { OutboxNotice, useSentMessage } from './OutboxNotice'

export const AUTH_PAGES = {
  login: () => import('./LoginPage'),
  register: () => import('./RegisterPage'),
  'forgot-password': () => import('./ForgotPasswordPage'),
}
