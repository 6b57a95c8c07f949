import { createElement, type ComponentType } from 'react'
import { lazyScreen, type ScreenMap } from '../../../kit/lazy-screen'
import type { AuthVariant } from '../../auth'

type Page = () => Promise<{ default: ComponentType }>

/** The auth feature's index, loaded with the first variant page opened (this module is in the entry). */
const auth = () => import('../../auth')

/** A page of the template's sign-in set in one frame (`basic` card or `cover` with the illustration). */
const variant = (load: Page, frame: AuthVariant) =>
  lazyScreen(async () => {
    const [{ default: Page }, { AuthVariantContext }] = await Promise.all([load(), auth()])
    return {
      default: () => createElement(AuthVariantContext.Provider, { value: frame }, createElement(Page)),
    }
  })

const pages: Record<string, Page> = {
  login: async () => (await auth()).AUTH_PAGES.login(),
  register: async () => (await auth()).AUTH_PAGES.register(),
  'forgot-password': async () => (await auth()).AUTH_PAGES['forgot-password'](),
  'reset-password': () => import('./ResetPasswordPage'),
  'verify-email': () => import('./VerifyEmailPage'),
  'two-steps': () => import('./TwoStepsPage'),
}

/**
 * The template's sign-in and account page variants (`/pages/login-basic`, `/pages/two-steps-cover`, ...): the
 * app's own sign-in, register and forgot-password pages, and reset-password, verify-email and two-steps, each
 * in the basic and the cover frame. Page ids are the route table's (`login-basic`, ...).
 */
export const AUTH_PAGE_SCREENS: ScreenMap = Object.fromEntries(
  Object.entries(pages).flatMap(([name, load]) => [
    [`${name}-basic`, variant(load, 'basic')],
    [`${name}-cover`, variant(load, 'cover')],
  ]),
)
