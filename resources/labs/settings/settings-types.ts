/** The setting types the console draws as form fields; any other is edited as JSON. */
export const KNOWN_TYPES = ['string', 'email', 'number', 'boolean', 'enum'] as const;
export type KnownType = (typeof KNOWN_TYPES)[number];

export interface SystemSetting {
  key: string;
  group: string;
  /** One of KNOWN_TYPES, or a type the server knows and the console does not (`json`, `schedule`…). */
  type: string;
  label: string;
  description: string;
  value: unknown;
  options?: string[];
  min?: number;
  max?: number;
}

/** `GET /admin/system-settings`. */
export interface SystemSettings {
  settings: SystemSetting[];
  updated_at: string;
  updated_by: string;
}

export const isKnownType = (type: string): type is KnownType =>
  (KNOWN_TYPES as readonly string[]).includes(type);
