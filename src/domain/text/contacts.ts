const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Whether a text is one plain e-mail address (`name@host.tld`, no spaces). */
export const isEmailAddress = (text: string): boolean => EMAIL.test(text.trim())

/**
 * A phone number as people type it: an optional leading +, then digits with spaces, dashes, dots and brackets,
 * 5 to 20 characters in all and at least 5 digits ("+374 10 123456", "(555) 123-4567"). Empty text is no number
 * (whether one is required is the form's rule).
 */
export const isPhoneNumber = (text: string): boolean =>
  text.trim() === '' || (/^\+?[\d\s\-().]{5,20}$/.test(text.trim()) && /\d{5,}/.test(text.replace(/\D/g, '')))
