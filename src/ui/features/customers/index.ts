// What the customers feature lends to other features (a feature imports another only through its index.ts).

/** The countries for a country select, and their display names (a beneficiary has a country too). */
export { useCountries } from './use-country-names'
