import { callApi, coreCalls } from '@/contract';
import type { SystemSettingsAnswer } from '../answers';
import { systemSettings, systemSettingsSave } from '../contract';
import type { SystemSetting, SystemSettings } from './settings-types';

// System settings' calls (docs/backend.md, "Labs").

export const settingsKeys = {
  system: ['labs', 'system-settings'] as const,
  client: ['labs', 'client-settings'] as const,
};

/** `GET /admin/client-settings`: what every console receives at start-up. */
export async function getClientSettings(): Promise<Record<string, unknown>> {
  return callApi(coreCalls.clientSettings);
}

/** The settings as the form draws them: a setting without a type is edited as JSON. */
function toSettings(s: SystemSettingsAnswer): SystemSettings {
  const settings = (s.settings ?? []).map((x): SystemSetting => ({
    key: x.key,
    group: x.group ?? '',
    type: x.type ?? 'json',
    label: x.label ?? x.key,
    description: x.description ?? '',
    value: x.value,
    options: x.options ?? undefined,
    min: x.min ?? undefined,
    max: x.max ?? undefined,
  }));
  return { settings, updated_at: s.updated_at ?? '', updated_by: s.updated_by ?? '' };
}

export async function getSystemSettings(): Promise<SystemSettings> {
  return toSettings(await callApi(systemSettings));
}

/**
 * `PATCH /admin/system-settings` with only the changed settings and `If-Match: <updated_at>`;
 * 409 with the current settings when someone saved in between.
 */
export async function patchSystemSettings(
  changes: Record<string, unknown>,
  version: string,
): Promise<SystemSettings> {
  const res = await callApi(systemSettingsSave, {
    data: { changes },
    headers: { 'If-Match': version },
    skipErrorHandling: true,
  });
  return toSettings(res);
}
