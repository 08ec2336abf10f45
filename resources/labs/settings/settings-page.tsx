import '../texts';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ClientSettingsPanel } from './client-settings-panel';
import { LabsFrame } from '../shared/labs-frame';
import { QueryState } from '@/ui/query-state';
import { getSystemSettings, settingsKeys } from './settings-api';
import { SettingsForm } from './settings-form';

/** `/labs/system-settings`: the client settings, then the system settings as a grouped form. */
export default function SettingsPage() {
  const translate = useTranslate();
  const system = useQuery({ queryKey: settingsKeys.system, queryFn: getSystemSettings, staleTime: Infinity });
  return (
    <LabsFrame title={translate('labs.tool.system_settings.name')}>
      <ClientSettingsPanel />
      <QueryState {...system}>{() => <SettingsForm loaded={system.data!} />}</QueryState>
    </LabsFrame>
  );
}
