import '../texts';
import { Alert, Box, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { RefLink } from '../shared/data-table';
import type { OrderDraft } from './order-draft';
import { useParticipantLabel } from '../shared/refs';
import { useOrderStudies } from './study-picker';
import type { NewOrdersResult } from '../types';

/** What placing will send: one order per participant, with their address. */
export function StepReview({ draft }: { draft: OrderDraft }) {
  const translate = useTranslate();
  const studies = useOrderStudies();
  const label = useParticipantLabel();
  const lab = useGetOne('laboratories', { id: draft.lab }, { enabled: draft.lab !== '' });
  return (
    <Box>
      <Typography>
        {translate('kitlink.create.summary', {
          smart_count: draft.participants.length,
          kit_type: draft.kitType ? translate(`kitlink.kit_type.${draft.kitType}`) : '',
          study: studies.data?.find((s) => String(s.id) === draft.study)?.name ?? '',
          lab: String(lab.data?.name ?? ''),
          assays: translate('kitlink.create.assay_count', { smart_count: draft.assays.length }),
        })}
      </Typography>
      <ul aria-label={translate('kitlink.create.review_list')}>
        {draft.participants.map((p) => (
          <li key={p.id}>
            {`${label(p)}: ${[p.address.line1, p.address.city, p.address.postcode.toUpperCase(), p.address.country].join(', ')}`}
          </li>
        ))}
      </ul>
    </Box>
  );
}

/** The answer to placing: the orders made, and who failed and why (kept in the draft to retry). */
export function OrderResult({ result, draft }: { result: NewOrdersResult; draft: OrderDraft }) {
  const translate = useTranslate();
  const label = useParticipantLabel();
  const nameOf = (id: string) => {
    const p = draft.participants.find((c) => c.id === id);
    return p ? label(p) : id;
  };
  return (
    <Box role="status">
      {result.created.length > 0 && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {translate('kitlink.create.created', { smart_count: result.created.length })}
          <ul aria-label={translate('kitlink.create.created_list')}>
            {result.created.map((o) => (
              <li key={o.id}>
                <RefLink to={`/kitlink/order/${o.id}`}>{o.order_number}</RefLink>
                {o.participant ? ` ${label(o.participant)}` : ''}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {result.failed.length > 0 && (
        <Alert severity="error">
          {translate('kitlink.create.failed', { smart_count: result.failed.length })}
          <ul aria-label={translate('kitlink.create.failed_list')}>
            {result.failed.map((f) => (
              <li key={f.user_id}>{`${nameOf(f.user_id)}: ${f.message}`}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Box>
  );
}
