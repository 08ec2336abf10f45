import '../texts';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
import { getKit, kitlinkKeys } from '../api';
import { KitType } from '../shared/columns';
import { RefLink } from '../shared/data-table';
import { RecordHistorySection } from '../shared/record-history';
import { ParticipantRef, StudyRef } from '../shared/refs';
import { DetailLayout } from '../shared/detail-layout';
import { DetailQuery } from '../shared/detail-query';
import { KitResults } from './kit-results';
import { StateChip } from '../shared/state-chip';
import { KIT_TABLE } from '@/domain/kit-states';
import { Timeline } from '../shared/timeline';
import { TransitionButtons } from '../shared/transition-buttons';
import type { KitDetail } from '../types';

/** `/kitlink/kit/{id}`: the kit, its order, assay and consignment, its results, timeline and next steps. */
export default function KitPage() {
  return (
    <DetailQuery subject="kit" queryKey={kitlinkKeys.kit} load={getKit}>
      {(k) => <Kit k={k} />}
    </DetailQuery>
  );
}

function Kit({ k }: { k: KitDetail }) {
  const translate = useTranslate();
  return (
    <DetailLayout
      title={translate('kitlink.kit_title', { barcode: k.barcode })}
      chip={<StateChip table={KIT_TABLE} state={k.status} />}
      actions={<TransitionButtons key={k.status} table={KIT_TABLE} id={k.id} state={k.status} />}
      facts={[
        ['order', <RefLink to={k.order && `/kitlink/order/${k.order.id}`}>{k.order?.order_number}</RefLink>],
        ['participant', <ParticipantRef participant={k.participant} />],
        ['study', <StudyRef study={k.study} />],
        ['kit_type', <KitType type={k.kit_type} />],
        ['assay', <RefLink to={k.assay && `/kitlink/assay/${k.assay.id}`}>{k.assay?.name}</RefLink>],
        ['lab', k.lab?.name],
        [
          'consignment',
          <RefLink to={k.consignment && `/kitlink/consignment/${k.consignment.id}`}>
            {k.consignment?.reference}
          </RefLink>,
        ],
        ['updated_at', formatDateTime(k.updated_at)],
      ]}
    >
      <KitResults kit={k} />
      <Timeline table={KIT_TABLE} entries={k.timeline} />
      <RecordHistorySection entity="kits" id={k.id} />
    </DetailLayout>
  );
}
