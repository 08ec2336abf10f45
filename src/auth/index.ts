export {
  getToken,
  setToken,
  getClaims,
  tokenState,
  sessionHasExpired,
  subscribeToken,
  subscribeUser,
  decodeClaims,
  allowSessionHold,
  heldSession,
  releaseHeldSession,
  type HeldSession,
  type HoldReason,
  type TokenClaims,
  type TokenState,
} from './token-store';
export {
  refreshToken,
  ensureFreshToken,
  isRefreshing,
  REFRESH_POLL_MS,
  REFRESH_MAX_POLLS,
  REFRESH_MAX_WAIT_MS,
} from './refresh';
export {
  hasPermission,
  usePermissionCheck,
  currentPermissions,
  SUPERUSER,
  type PermissionMode,
} from './permissions';
export { hasDeviceCookie } from './device-cookie';
export { isSignedIn, loginRedirect } from './sign-in-state';
export { onSignOut } from './sign-out';
export { authApi, type LoginResponse } from './auth-api';
export {
  getCurrentUser,
  invalidateCurrentUser,
  primeCurrentUser,
  currentUserSchema,
  type CurrentUser,
} from './current-user';
export {
  authProvider,
  verifyDevice,
  getPendingDeviceVerification,
  isDeviceVerificationRedirect,
  setAccessRule,
  DEVICE_CODE_PATH,
  type LoginParams,
  type LoginResult,
  type DeviceVerificationRedirect,
  type PendingDeviceVerification,
  type AccessRule,
} from './auth-provider';
export {
  guards,
  runGuards,
  takeTermsTarget,
  LOGIN_PATH,
  ACCEPT_TERMS_PATH,
  type Guard,
  type GuardName,
  type GuardContext,
} from './guards';
export { useHeldSession, endIdleSession, signInAgain, verifyDeviceAgain, signedInAs } from './session-hold';
export { startIdleTimer, ACTIVITY_EVENTS, type IdleTimer, type IdleTimerOptions } from './idle-timer';
export { idleTimeoutMs, IDLE_WARNING_MS } from './idle-config';
