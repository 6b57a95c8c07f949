// What the orders feature lends to other features (a feature imports another only through its index.ts).

/** The orders list, embeddable in another record's page (a customer's orders). */
export { OrdersList } from './OrdersList'
