/** The name the server gives a payment saved without one (`Payment #42`); screens word it (decision 0011). */
export const defaultPaymentName = (id: number) => `Payment #${id}`
