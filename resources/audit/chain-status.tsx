import './texts';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ExtensionUnavailableError } from '@/http';
import { useChainStatus } from './api';

/**
 * Whether every entry is still as written: the server recomputes the hash chain, so an entry
 * altered or removed after the fact is named here. "Check again" asks once more.
 */
export function ChainStatus() {
  const translate = useTranslate();
  const chain = useChainStatus();
  // A server without a trail is said once, by the results below; a banner would only repeat it.
  if (chain.error instanceof ExtensionUnavailableError) return null;
  const again = (
    <Button color="inherit" size="small" onClick={() => void chain.refetch()} disabled={chain.isFetching}>
      {translate('audit.screen.chain.again')}
    </Button>
  );
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`audit.screen.chain.${key}`, options);
  const [severity, text] = chain.isFetching
    ? (['info', t('checking')] as const)
    : chain.error || !chain.data
      ? (['warning', t('failed')] as const)
      : chain.data.ok
        ? (['success', t('ok', { smart_count: chain.data.entries })] as const)
        : (['error', t('broken', { id: String(chain.data.first_broken_id ?? '?') })] as const);
  return (
    <Alert severity={severity} action={again} role="status">
      {text}
    </Alert>
  );
}
