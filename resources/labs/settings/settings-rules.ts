import type { DiffEntry, DiffValue } from '@/editing';
import { isKnownType, type SystemSetting } from './settings-types';

/** Same value by content: objects compared as JSON with their keys sorted, so key order is no change. */
export function sameSetting(a: unknown, b: unknown): boolean {
  return stable(a) === stable(b);
}

function stable(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

const shown = (setting: SystemSetting, value: unknown): DiffValue =>
  isKnownType(setting.type) && (typeof value !== 'object' || value === null)
    ? (value as DiffValue)
    : JSON.stringify(value);

/**
 * The settings a save would change, in words, and the values to send: only those that differ,
 * so a setting the console does not understand is never sent unless someone edited it.
 */
export function settingsDiff(
  settings: readonly SystemSetting[],
  edited: Readonly<Record<string, unknown>>,
): { entries: DiffEntry[]; changes: Record<string, unknown> } {
  const entries: DiffEntry[] = [];
  const changes: Record<string, unknown> = {};
  for (const s of settings) {
    if (!(s.key in edited) || sameSetting(s.value, edited[s.key])) continue;
    changes[s.key] = edited[s.key];
    entries.push({
      kind: 'changed',
      label: s.label,
      from: shown(s, s.value),
      to: shown(s, edited[s.key]),
      where: s.group,
    });
  }
  return { entries, changes };
}

/** A form value checked against its setting: what is wrong with it, or null. */
export type SettingProblem = 'number' | 'min' | 'max' | 'email' | 'enum' | 'required';

export function settingProblem(setting: SystemSetting, value: unknown): SettingProblem | null {
  switch (setting.type) {
    case 'number':
      if (typeof value !== 'number' || Number.isNaN(value)) return 'number';
      if (setting.min !== undefined && value < setting.min) return 'min';
      if (setting.max !== undefined && value > setting.max) return 'max';
      return null;
    case 'email':
      return typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'email';
    case 'enum':
      return setting.options?.includes(String(value)) ? null : 'enum';
    case 'string':
      return typeof value === 'string' && value.trim() !== '' ? null : 'required';
    default:
      return null;
  }
}
