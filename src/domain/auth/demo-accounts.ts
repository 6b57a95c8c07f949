import type { Role } from '../access/roles'

/** A sign-in account of the local stand-ins (the in-browser mock's `/jwt/login` and the local identity provider). */
export interface DemoAccount {
  id: number
  fullName: string
  username: string
  email: string
  password: string
  role: Role
  /** The template's `extras.eCommerceCartItemsCount`. */
  cartItems: number
}

/**
 * The customer the customer demo account (c1001) signs in as: the mock API's seed gives `customers/C1001` these
 * names and e-mail, and the account is named after it, so the name in the navbar is the customer record's.
 */
export const DEMO_CUSTOMER = {
  customerName: 'customers/C1001',
  firstName: 'Aram',
  lastName: 'Petrosyan',
  email: 'c1001@demo.com',
} as const

/** The demo accounts (ARCHITECTURE.md, first three rows) and a few sample users; one list for every stand-in. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: 1,
    fullName: 'Anna Admin',
    username: 'admin',
    email: 'admin@demo.com',
    password: 'admin',
    role: 'admin',
    cartItems: 3,
  },
  {
    id: 2,
    fullName: 'Clara Client',
    username: 'client',
    email: 'client@demo.com',
    password: 'client',
    role: 'client',
    cartItems: 0,
  },
  {
    id: 3,
    fullName: `${DEMO_CUSTOMER.firstName} ${DEMO_CUSTOMER.lastName}`,
    username: 'c1001',
    email: DEMO_CUSTOMER.email,
    password: 'customer',
    role: 'customer',
    cartItems: 0,
  },
  {
    id: 4,
    fullName: 'Noah Whitfield',
    username: 'noah.w',
    email: 'noah.whitfield@demo.com',
    password: 'noah-demo',
    role: 'client',
    cartItems: 1,
  },
  {
    id: 5,
    fullName: 'Priya Raman',
    username: 'priya.r',
    email: 'priya.raman@demo.com',
    password: 'priya-demo',
    role: 'admin',
    cartItems: 2,
  },
]

/** The account an e-mail (any case, surrounding spaces ignored) and password sign in to, or undefined. */
export function findDemoAccount(email: string, password: string): DemoAccount | undefined {
  const wanted = email.trim().toLowerCase()
  return DEMO_ACCOUNTS.find((account) => account.email === wanted && account.password === password)
}
