export { DEFAULT_DEV_JWT_SECRET, TOKEN_LIFETIME_SECONDS } from './dev-jwt.ts'
export { type UserData, parseStoredUserData } from './user-data.ts'
export { decodeJwtPayload, isTokenExpired } from './jwt.ts'
export { STORAGE_KEYS, authorizationHeader } from './storage-keys.ts'
export { ONE_TIME_CODE_LENGTH, MIN_PASSWORD_LENGTH, enterCode, isCodeComplete } from './one-time-code.ts'
export { type SsoClaims, userDataFromClaims, parseSsoConfig } from './sso-claims.ts'
export {
  type SlidingSessionPolicy,
  SLIDING_SESSION,
  sessionTimes,
  refreshDueAt,
  nextSessionStep,
} from './sliding-session.ts'
export { type RawStoredSession, type StoredSessionProblem, checkStoredSession } from './stored-session.ts'
