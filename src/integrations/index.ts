export { initSentry, isUnderTestRunner, sentryEnvironment, SENTRY_SETTINGS } from './sentry';
export {
  shouldSendToSecondDestination,
  scrubEvent,
  scrubBreadcrumb,
  scrubText,
  HTTP_ERROR_TAG_KEY,
} from './sentry-privacy';
export { createGrowthBook, startGrowthBook, growthbookClientKey, GROWTHBOOK_SETTINGS } from './growthbook';
export { startChat, shutdownChat, chatBootSettings, CHAT_SETTINGS, CHAT_LAUNCHER_ID } from './chat';
