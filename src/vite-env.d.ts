/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MOCK: 'true' | 'false';
  readonly VITE_API_BASE?: string;
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_ENVIRONMENTS?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_SENTRY_SECOND_DSN?: string;
  readonly VITE_GROWTHBOOK_API_HOST?: string;
  readonly VITE_GROWTHBOOK_KEY_LOCAL?: string;
  readonly VITE_GROWTHBOOK_KEY_DEV?: string;
  readonly VITE_GROWTHBOOK_KEY_STAGING?: string;
  readonly VITE_GROWTHBOOK_KEY_PROD?: string;
  readonly VITE_CHAT_APP_ID?: string;
  readonly VITE_DEVICE_COOKIE?: string;
  readonly VITE_ALLOWED_IMAGE_ORIGINS?: string;
  readonly VITE_PARTICIPANT_APP_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'jsonexport/dist/index.js' {
  /** `jsonexport(data, [options], [callback])`: a promise of the CSV when no callback is given. */
  const jsonExport: (data: unknown, ...rest: unknown[]) => Promise<string> | void;
  export default jsonExport;
}

declare module 'virtual:start-up-catalogue' {
  /** locales/en-gb.json over react-admin's English, in i18next's form (src/i18n/start-up-catalogue.ts). */
  type Messages = { [key: string]: string | Messages };
  const catalogue: Messages;
  export default catalogue;
}
