import type { z } from '@/lib/zod';
import { onDataReset } from '@/mocks/controls';
import { answer, declared } from '@/mocks/lib/declared';
import { fail, isObject, nowIso, readData } from '@/mocks/lib/respond';
import type { systemSettingsAnswer } from '../answers';
import { systemSettings, systemSettingsSave } from '../contract';
import { actorOf, labsRefusal } from './access';
import { settingProblem } from '../settings/settings-rules';
import type { SystemSetting, SystemSettings } from '../settings/settings-types';

const s = (
  group: string,
  key: string,
  type: string,
  label: string,
  description: string,
  value: unknown,
  more: Partial<SystemSetting> = {},
): SystemSetting => ({
  group,
  key,
  type,
  label,
  description,
  value,
  ...more,
});

function seed(): SystemSettings {
  return {
    updated_at: '2026-11-19T15:42:10.000Z',
    updated_by: 'Priya Natarajan',
    settings: [
      s(
        'Participants',
        'registration_open',
        'boolean',
        'Registration open',
        'New participants can sign up.',
        true,
      ),
      s('Participants', 'min_age', 'number', 'Minimum age', 'Youngest age at sign-up, in years.', 18, {
        min: 16,
        max: 120,
      }),
      s(
        'Participants',
        'default_locale',
        'enum',
        'Default language',
        'Used until a participant chooses one.',
        'en-gb',
        { options: ['en-gb', 'de-de', 'fr-fr', 'nl-nl'] },
      ),
      s(
        'Participants',
        'support_email',
        'email',
        'Support email',
        'Shown on every participant page and email.',
        'support@research.test',
      ),
      s(
        'Studies',
        'max_active_studies',
        'number',
        'Active studies per participant',
        'How many studies one participant may be enrolled in at once.',
        3,
        { min: 1, max: 20 },
      ),
      s(
        'Studies',
        'consent_reminder_days',
        'number',
        'Consent reminder after (days)',
        'When to remind a participant who has not finished consent.',
        7,
        { min: 1, max: 60 },
      ),
      s('Email', 'sender_name', 'string', 'Sender name', 'The name emails come from.', 'Research Team'),
      s(
        'Email',
        'daily_email_limit',
        'number',
        'Emails per participant per day',
        'Emails beyond this wait for the next day.',
        4,
        { min: 1, max: 50 },
      ),
      s(
        'Kits',
        'kit_provider',
        'enum',
        'Default kit provider',
        'Used when a study names none.',
        'Biolab Direct',
        { options: ['Biolab Direct', 'SampleServe', 'MedKit Logistics'] },
      ),
      s(
        'Kits',
        'shipping_countries',
        'json',
        'Shipping countries',
        'Countries kits may be sent to (ISO codes).',
        ['GB', 'IE', 'NL', 'DE', 'FR'],
      ),
      s(
        'Security',
        'session_timeout_minutes',
        'number',
        'Session timeout (minutes)',
        'Staff sessions end after this long without activity.',
        30,
        { min: 5, max: 480 },
      ),
      s('Security', 'password_policy', 'json', 'Password policy', 'Rules for participant passwords.', {
        min_length: 12,
        require_digit: true,
        require_symbol: false,
        breached_check: true,
      }),
      s(
        'Security',
        'sign_in_rate_limit',
        'rate_limit',
        'Sign-in rate limit',
        'Attempts allowed per address before a pause.',
        { per_minute: 10, burst: 20, lockout_minutes: 15 },
      ),
      s(
        'Integrations',
        'warehouse_export',
        'schedule',
        'Data warehouse export',
        'When the nightly export runs.',
        { cron: '0 3 * * *', timezone: 'Europe/London', enabled: true },
      ),
    ],
  };
}

let current: SystemSettings | null = null;
onDataReset(() => {
  current = null;
});

/** The settings as the settings calls answer them. */
const settingsOf = (x: SystemSettings): z.input<typeof systemSettingsAnswer> => ({
  ...x,
  settings: x.settings.map((setting) => ({ ...setting })),
});

/** System settings (docs/backend.md, "Labs"): a patch changes only the settings it names. */
export const settingsHandlers = [
  declared(
    systemSettings,
    ({ request }) => labsRefusal(request) ?? answer(systemSettings, settingsOf((current ??= seed()))),
  ),

  declared(systemSettingsSave, async ({ request }) => {
    const refusal = labsRefusal(request);
    if (refusal) return refusal;
    const now = (current ??= seed());
    if (request.headers.get('If-Match') !== now.updated_at)
      return Response.json(
        { message: 'Someone else saved the settings after you opened them.', current: now },
        { status: 409 },
      );
    const body = await readData(request);
    const changes = isObject(body.changes) ? body.changes : {};
    const errors: Record<string, string> = {};
    for (const [key, value] of Object.entries(changes)) {
      const setting = now.settings.find((x) => x.key === key);
      if (!setting) errors[key] = 'is not a setting';
      else if (settingProblem(setting, value)) errors[key] = 'is not a valid value';
    }
    if (Object.keys(errors).length) return fail(422, 'Some settings were not valid.', errors);
    current = {
      updated_at: nowIso(),
      updated_by: actorOf(request),
      settings: now.settings.map((x) => (x.key in changes ? { ...x, value: changes[x.key] } : x)),
    };
    return answer(systemSettingsSave, settingsOf(current));
  }),
];
