export { DEFAULT_DEV_JWT_SECRET, TOKEN_LIFETIME_SECONDS, type SessionClaims } from './dev-jwt'
export { type UserData, parseStoredUserData } from './user-data'
export { decodeJwtPayload, isTokenExpired } from './jwt'
export { STORAGE_KEYS, TOKEN_TYPE, authorizationHeader } from './storage-keys'
export {
  ONE_TIME_CODE_LENGTH,
  MIN_PASSWORD_LENGTH,
  codeDigits,
  enterCode,
  isCodeComplete,
} from './one-time-code'
export { type SsoClaims, userDataFromClaims, parseSsoConfig } from './sso-claims'
export {
  type SlidingSessionPolicy,
  type TokenTimes,
  type SessionStep,
  type SessionClock,
  SLIDING_SESSION,
  tokenTimes,
  sessionTimes,
  refreshDueAt,
  nextSessionStep,
} from './sliding-session'
export {
  type RawStoredSession,
  type StoredSessionProblem,
  type StoredSessionCheck,
  checkStoredSession,
} from './stored-session'
