// What the references feature lends to other features (a feature imports another only through its index.ts).

/** Whether payments of a payment type fill their distribution by themselves (read by the payment form). */
export { useDistributePaid } from './distribute-paid'
