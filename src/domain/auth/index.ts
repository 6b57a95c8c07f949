export { DEFAULT_DEV_JWT_SECRET, TOKEN_LIFETIME_SECONDS, type SessionClaims } from './dev-jwt.ts'
export { type UserData, parseStoredUserData } from './user-data.ts'
export { decodeJwtPayload, isTokenExpired } from './jwt.ts'
export { STORAGE_KEYS, TOKEN_TYPE, authorizationHeader } from './storage-keys.ts'
export {
  ONE_TIME_CODE_LENGTH,
  MIN_PASSWORD_LENGTH,
  codeDigits,
  enterCode,
  isCodeComplete,
} from './one-time-code.ts'
export { type SsoClaims, userDataFromClaims, parseSsoConfig } from './sso-claims.ts'
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
} from './sliding-session.ts'
export {
  type RawStoredSession,
  type StoredSessionProblem,
  type StoredSessionCheck,
  checkStoredSession,
} from './stored-session.ts'
