import '../texts';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
import { DataTable, RefLink } from '../shared/data-table';
import { StateChip } from '../shared/state-chip';
import { KIT_TABLE, ORDER_TABLE } from '@/domain/kit-states';
import type { AttentionRow } from '../types';

/** Orders and kits stuck in a state longer than it allows, and failed samples, longest first. */
export function AttentionList({ rows }: { rows: readonly AttentionRow[] }) {
  const translate = useTranslate();
  return (
    <DataTable
      rows={rows}
      label={translate('kitlink.attention_table')}
      columns={[
        {
          id: 'subject',
          cell: (r) => (
            <RefLink to={`/kitlink/${r.subject}/${r.subject_id}`}>
              {translate(`kitlink.subject.${r.subject}`, { label: r.label })}
            </RefLink>
          ),
        },
        {
          id: 'status',
          cell: (r) => <StateChip table={r.subject === 'order' ? ORDER_TABLE : KIT_TABLE} state={r.status} />,
        },
        { id: 'why', cell: (r) => translate(`kitlink.why.${r.why}`) },
        { id: 'since', cell: (r) => formatDateTime(r.since) },
        { id: 'study', cell: (r) => r.study?.name },
        { id: 'lab', cell: (r) => r.lab?.name },
      ]}
    />
  );
}
