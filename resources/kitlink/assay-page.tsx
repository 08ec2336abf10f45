import './texts';
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { getAssay, kitlinkKeys } from './api';
import { DetailLayout } from './detail-layout';
import { KitTable } from './kit-table';
import { QueryState } from './query-state';
import { KIT_TABLE, stateLabel } from './states';

/** `/kitlink/assay/{id}`: the assay, its lab, and the kits using it by state. */
export default function AssayPage() {
  const translate = useTranslate();
  const id = useParams().id ?? '';
  const assay = useQuery({ queryKey: kitlinkKeys.assay(id), queryFn: () => getAssay(id) });
  return (
    <QueryState {...assay}>
      {() => {
        const a = assay.data!;
        const inUse = KIT_TABLE.states
          .filter((s) => a.kit_counts[s] > 0)
          .map((s) =>
            translate('kitlink.count', {
              state: translate(stateLabel(KIT_TABLE, s)),
              count: a.kit_counts[s],
            }),
          )
          .join(', ');
        return (
          <DetailLayout
            title={translate('kitlink.assay_title', { name: a.name })}
            facts={[
              ['code', a.code],
              ['lab', a.lab?.name],
              ['sample_type', a.sample_type ? translate(`kitlink.kit_type.${a.sample_type}`) : ''],
              ['turnaround_days', a.turnaround_days ?? ''],
              ['kit_count', inUse || a.kit_count],
            ]}
          >
            <section aria-labelledby="kitlink-assay-kits">
              <Typography id="kitlink-assay-kits" variant="h6" component="h2">
                {translate('kitlink.assay_kits', { count: a.kit_count })}
              </Typography>
              <KitTable rows={a.kits} label={translate('kitlink.assay_kits', { count: a.kit_count })} />
            </section>
          </DetailLayout>
        );
      }}
    </QueryState>
  );
}
