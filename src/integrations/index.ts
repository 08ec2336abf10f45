// Eager exports only: the Sentry and GrowthBook SDKs sit behind dynamic imports in initSentry and
// startFeatureFlags, so nothing here may re-export sentry-client, growthbook or growthbook-flags.
export { initSentry } from './sentry';
export { reportRenderError, setRenderErrorReporter, type RenderErrorReporter } from './render-errors';
export {
  isUnderTestRunner,
  sentryEnvironment,
  SENTRY_SETTINGS,
  type SentryEnvironment,
} from './sentry-settings';
export {
  shouldSendToSecondDestination,
  scrubEvent,
  scrubBreadcrumb,
  scrubText,
  HTTP_ERROR_TAG_KEY,
} from './sentry-privacy';
export {
  growthbookClientKey,
  growthbookConnection,
  GROWTHBOOK_SETTINGS,
  type GrowthBookConnection,
} from './growthbook-settings';
export { useFlagCheck, type FeatureFlagsProvider, type FlagCheck } from './feature-flags';
export { startFeatureFlags } from './feature-flags-loader';
export { startChat, shutdownChat, chatBootSettings, CHAT_SETTINGS, CHAT_LAUNCHER_ID } from './chat';
