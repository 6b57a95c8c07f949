// What the payments feature lends to other features (a feature imports another only through its index.ts).

/** The payments list, embeddable in another record's page (a customer's or an order's payments). */
export { PaymentsList } from './PaymentsList'
