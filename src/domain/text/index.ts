export { TEXT_LIMITS, nearLimit } from './limits'
export { isEmailAddress, isPhoneNumber } from './contacts'
