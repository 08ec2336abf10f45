import { request } from '@/http';
import type { SystemSettings } from './settings-types';

// System settings' calls (src/data/API.md, "Labs").

export const settingsKeys = {
  system: ['labs', 'system-settings'] as const,
  client: ['labs', 'client-settings'] as const,
};

/** `GET /admin/client-settings`: what every console receives at start-up. */
export async function getClientSettings(): Promise<Record<string, unknown>> {
  return (await request<Record<string, unknown>>('/admin/client-settings')).data;
}

export async function getSystemSettings(): Promise<SystemSettings> {
  return (await request<SystemSettings>('/admin/system-settings')).data;
}

/**
 * `PATCH /admin/system-settings` with only the changed settings and `If-Match: <updated_at>`;
 * 409 with the current settings when someone saved in between.
 */
export async function patchSystemSettings(
  changes: Record<string, unknown>,
  version: string,
): Promise<SystemSettings> {
  const res = await request<SystemSettings>('/admin/system-settings', {
    method: 'PATCH',
    data: { changes },
    headers: { 'If-Match': version },
    skipErrorHandling: true,
  });
  return res.data;
}
