export { request } from './client';
export { HttpError, type HttpErrorTag } from './errors';
export {
  setHttpErrorHandlers,
  setHttpErrorReporter,
  setHttpTranslator,
  resetErrorDedupe,
  shownByInterceptor,
  handleHttpError as reportFailure,
  reportHttpError,
  ERROR_TEXTS,
  type HttpErrorHandlers,
} from './error-handling';
export { setLanguage, getLanguage, languageHeaderName } from './headers';
export { stringifyQuery, QUERY_LIMITS } from './query';
export { buildUrl } from './transport';
export type { Method, RequestOptions, HttpResponse, ToastTheme } from './types';
export type { UploadProgress } from './exchange';
export * from './extensions';
export { unreadableAnswer } from './unreadable';
export { reasonFor, setReasonPrompt, ReasonNotGiven, type ReasonPrompt } from './reason-gate';
