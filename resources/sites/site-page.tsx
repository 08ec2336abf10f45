import './texts';
import { Alert, Box, Button, Tab, Tabs } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ReferralsTab } from './referrals-tab';
import { SiteDetailsTab } from './site-details-tab';

const TABS = ['details', 'referrals'] as const;
type SiteTab = (typeof TABS)[number];

const tabPath = (id: string, tab: SiteTab) =>
  `/sites/${encodeURIComponent(id)}${tab === 'referrals' ? '/referrals' : ''}`;

/**
 * `/sites/{site_id}` and `/sites/{site_id}/referrals`: one page, two tabs, each with its own
 * address so either can be bookmarked, shared and reached with Back.
 */
export default function SitePage() {
  const translate = useTranslate();
  const { site_id: id = '' } = useParams();
  const { pathname } = useLocation();
  const current: SiteTab = pathname.replace(/\/$/, '').endsWith('/referrals') ? 'referrals' : 'details';
  const site = useGetOne('sites', { id }, { retry: false });

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
