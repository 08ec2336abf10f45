import '../texts';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useId } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '@/ui';
import { SegmentsPanel } from './segments-panel';
import { TriggersPanel } from './triggers-panel';

const TABS = ['triggers', 'segments'] as const;
type SetupTab = (typeof TABS)[number];

/** `/emails/setup`: the triggers that send templates and the segments they send to. */
export default function SetupPage() {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const tab: SetupTab = TABS.find((t) => t === search.get('tab')) ?? 'triggers';
  const ids = { tab: useId(), panel: useId() };
  const title = translate('emails.setup.title');
  usePageTitle(title);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, next: SetupTab) => setSearch({ tab: next }, { replace: true })}
        aria-label={translate('emails.setup.tabs')}
        sx={{ mb: 2 }}
      >
        {TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={translate(`emails.setup.tab.${t}`)}
            id={`${ids.tab}-${t}`}
            aria-controls={`${ids.panel}-${t}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${ids.panel}-${tab}`} aria-labelledby={`${ids.tab}-${tab}`}>
        {tab === 'triggers' ? <TriggersPanel /> : <SegmentsPanel />}
      </div>
    </Box>
  );
}
