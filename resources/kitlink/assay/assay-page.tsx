import '../texts';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getAssay, kitlinkKeys } from '../api';
import { KitType, KIT_LIST } from '../shared/columns';
import { DetailLayout } from '../shared/detail-layout';
import { DetailQuery } from '../shared/detail-query';
import { KIT_TABLE } from '@/domain/kit-states';
import { stateLabel } from '../states';
import { TableSection } from '../shared/table-section';
import type { AssayDetail } from '../types';

/** `/kitlink/assay/{id}`: the assay, its lab, and the kits using it by state. */
export default function AssayPage() {
  return (
    <DetailQuery subject="assay" queryKey={kitlinkKeys.assay} load={getAssay}>
      {(a) => <Assay a={a} />}
    </DetailQuery>
  );
}

function Assay({ a }: { a: AssayDetail }) {
  const translate = useTranslate();
  const counts = a.kit_counts ?? {};
  const inUse = KIT_TABLE.states
    .flatMap((s) => {
      const count = counts[s] ?? 0;
      return count > 0
        ? [translate('kitlink.count', { state: translate(stateLabel(KIT_TABLE, s)), count })]
        : [];
    })
    .join(', ');
  const heading = translate('kitlink.assay_kits', { count: a.kit_count });
  return (
    <DetailLayout
      title={translate('kitlink.assay_title', { name: a.name })}
      facts={[
        ['code', a.code],
        ['lab', a.lab?.name],
        ['sample_type', <KitType key="t" type={a.sample_type} />],
        ['turnaround_days', a.turnaround_days ?? ''],
        ['kit_count', inUse || a.kit_count],
      ]}
    >
      {a.kit_counts === null && (
        <Alert severity="info" role="status">
          {translate('kitlink.not_offered.assay_counts')}
        </Alert>
      )}
      <TableSection heading={heading} rows={a.kits} columns={KIT_LIST} />
    </DetailLayout>
  );
}
