import './texts';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { EntityEditPage } from '@/engine/screens';
import { entityNamed } from '@schemas/index';
import { AddressBlock } from './address-block';
import { SiteStudies } from './site-studies';

const sites = entityNamed('sites');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The default tab: the site's own form (the generated one, so saving, conflicts and deleting work
 * as on every record), with its address as it reads on an envelope and the studies it runs.
 */
export function SiteDetailsTab({ id, site }: { id: string; site: RaRecord | undefined }) {
  const translate = useTranslate();
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <EntityEditPage schema={sites} id={id} stay />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: { lg: 2 } }}>
        <Section title={translate('sites.address.title')}>
          <AddressBlock value={site?.address_json} />
        </Section>
        <Section title={translate('sites.studies.title')}>
          <SiteStudies siteId={id} />
        </Section>
      </Box>
    </Box>
  );
}
