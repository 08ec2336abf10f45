import './texts';
import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { useGetIdentity, useGetList, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { usePermissionCheck } from '@/auth';
import { formatNumber } from '@/i18n';
import { ATTENTION, type AttentionItem } from './attention';

/** One count, read as a list's total (one row asked for): the server counts, nothing else travels. */
function AttentionCount({ item, me }: { item: AttentionItem; me: Identifier }) {
  const translate = useTranslate();
  const { total, isPending, isError } = useGetList(item.entity, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: item.filter(me),
  });
  const label = translate(`home.attention.${item.id}`);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={Link} to={item.href(me)} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h4" component="p" aria-hidden={isPending || undefined}>
            {isPending ? <Skeleton width={40} /> : isError ? '—' : formatNumber(total ?? 0)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {label}
            {isError && ` (${translate('home.attention.failed')})`}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The counts that need attention in the areas this user holds; no request for any other area. */
export function AttentionPanel() {
  const translate = useTranslate();
  const can = usePermissionCheck();
  const { identity } = useGetIdentity();
  const held = ATTENTION.filter((item) => can(item.permissions));
  if (held.length === 0 || identity?.id === undefined) return null;
  const title = translate('home.attention.title');
  return (
    <Box component="section" aria-labelledby="home-attention" sx={{ mb: 4 }}>
      <Typography id="home-attention" variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          p: 0,
          m: 0,
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        {held.map((item) => (
          <AttentionCount key={item.id} item={item} me={identity.id} />
        ))}
      </Box>
    </Box>
  );
}
