import './texts';
import { Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDateTime } from '@/i18n';
import { getKit, kitlinkKeys } from './api';
import { DetailLayout } from './detail-layout';
import { QueryState } from './query-state';
import { StateChip } from './state-chip';
import { KIT_TABLE } from './states';
import { Timeline } from './timeline';
import { TransitionButtons } from './transition-buttons';

/** `/kitlink/kit/{id}`: the kit, its order, assay and consignment, its timeline and next steps. */
export default function KitPage() {
  const translate = useTranslate();
  const id = useParams().id ?? '';
  const kit = useQuery({ queryKey: kitlinkKeys.kit(id), queryFn: () => getKit(id) });
  return (
    <QueryState {...kit}>
      {() => {
        const k = kit.data!;
        return (
          <DetailLayout
            title={translate('kitlink.kit_title', { barcode: k.barcode })}
            chip={<StateChip table={KIT_TABLE} state={k.status} />}
            actions={<TransitionButtons key={k.status} table={KIT_TABLE} id={k.id} state={k.status} />}
            facts={[
              [
                'order',
                k.order && (
                  <Link component={RouterLink} to={`/kitlink/order/${k.order.id}`}>
                    {k.order.order_number}
                  </Link>
                ),
              ],
              ['participant', k.participant?.name],
              ['study', k.study?.name],
              ['kit_type', k.kit_type ? translate(`kitlink.kit_type.${k.kit_type}`) : ''],
              [
                'assay',
                k.assay && (
                  <Link component={RouterLink} to={`/kitlink/assay/${k.assay.id}`}>
                    {k.assay.name}
                  </Link>
                ),
              ],
              ['consignment', k.consignment?.reference],
              ['updated_at', formatDateTime(k.updated_at)],
            ]}
          >
            <Timeline table={KIT_TABLE} entries={k.timeline} />
          </DetailLayout>
        );
      }}
    </QueryState>
  );
}
