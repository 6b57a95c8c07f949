export { DEFAULT_DEV_JWT_SECRET, TOKEN_LIFETIME_SECONDS, type SessionClaims } from './dev-jwt'
export { type UserData, parseStoredUserData } from './user-data'
export { decodeJwtPayload, isTokenExpired } from './jwt'
export { STORAGE_KEYS, TOKEN_TYPE, authorizationHeader } from './storage-keys'
