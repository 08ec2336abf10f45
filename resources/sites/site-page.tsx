import './texts';
import { Alert, Box, Button, Tab, Tabs } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import { RecordHistory } from '@/audit';
import { usePermissionCheck } from '@/auth';
import { canDo, lookupEntity } from '@/engine';
import { ReferralsTab } from './referrals-tab';
import { SiteDetailsTab } from './site-details-tab';

const TABS = ['details', 'referrals', 'history'] as const;
type SiteTab = (typeof TABS)[number];

const tabPath = (id: string, tab: SiteTab) =>
  `/sites/${encodeURIComponent(id)}${tab === 'details' ? '' : `/${tab}`}`;

/** The tab an address names: its last segment, when that is a tab other than the default. */
const tabOf = (pathname: string): SiteTab =>
  TABS.find((t) => t !== 'details' && pathname.replace(/\/$/, '').endsWith(`/${t}`)) ?? 'details';

/**
 * `/sites/{site_id}`, `/sites/{site_id}/referrals` and `/sites/{site_id}/history`: one page, a tab
 * each, each with its own address so any can be bookmarked, shared and reached with Back.
 */
export default function SitePage() {
  const translate = useTranslate();
  const { site_id: id = '' } = useParams();
  const { pathname } = useLocation();
  const current = tabOf(pathname);
  const site = useGetOne('sites', { id }, { retry: false });
  const check = usePermissionCheck();
  const sites = lookupEntity('sites');
  // Revert writes the site: offered under the rule the server applies to it.
  const canRevert = !!sites && canDo(sites, 'edit', check);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Tabs value={current} aria-label={translate('sites.tabs.label')} sx={{ mb: 1 }}>
        {TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={translate(`sites.tabs.${t}`)}
            component={Link}
            to={tabPath(id, t)}
            aria-current={t === current ? 'page' : undefined}
          />
        ))}
      </Tabs>
      {current === 'details' ? (
        <SiteDetailsTab id={id} site={site.data} />
      ) : current === 'history' ? (
        <>
          {site.data && <Title title={translate('sites.history.title', { name: String(site.data.name) })} />}
          <RecordHistory entity="sites" id={id} canRevert={canRevert} />
        </>
      ) : site.error ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void site.refetch()}>{translate('sites.retry')}</Button>}
        >
          {translate('sites.load_failed')}
        </Alert>
      ) : (
        <>
          {site.data && (
            <Title title={translate('sites.referrals.title', { name: String(site.data.name) })} />
          )}
          <ReferralsTab siteId={id} siteName={site.data ? String(site.data.name) : ''} />
        </>
      )}
    </Box>
  );
}
