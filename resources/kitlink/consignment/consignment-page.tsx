import '../texts';
import { Button, GlobalStyles } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '@/i18n';
import { getConsignment, kitlinkKeys } from '../api';
import { kitColumns } from '../shared/columns';
import { TallyBar } from '../shared/consignment-list';
import { DetailLayout } from '../shared/detail-layout';
import { DetailQuery } from '../shared/detail-query';
import { ScanBox } from './scan-box';
import { TableSection } from '../shared/table-section';
import type { ConsignmentDetail } from '../types';

// Printed, the page is its packing list: the console's frame and the scan box stay on screen.
const PRINT = {
  '@media print': {
    'header, nav, .MuiDrawer-root, .MuiAppBar-root, [data-screen-only]': { display: 'none !important' },
    main: { margin: 0, padding: 0 },
  },
} as const;

const k = kitColumns;
const PACKING_LIST = [k.barcode, k.kit_type, k.study, k.order, k.status];

/** `/kitlink/consignment/{id}`: receiving a consignment at the lab, and its packing list. */
export default function ConsignmentPage() {
  return (
    <DetailQuery subject="consignment" queryKey={kitlinkKeys.consignment} load={getConsignment}>
      {(c) => <Consignment key={c.id} c={c} />}
    </DetailQuery>
  );
}

function Consignment({ c }: { c: ConsignmentDetail }) {
  const translate = useTranslate();
  const heading = translate('kitlink.packing_list', { count: c.kits.length });
  return (
    <DetailLayout
      title={translate('kitlink.consignment_title', { reference: c.reference })}
      actions={
        <Button
          variant="outlined"
          onClick={() => window.print()}
          sx={{ alignSelf: 'flex-start' }}
          data-screen-only
        >
          {translate('kitlink.print')}
        </Button>
      }
      facts={[
        ['lab', c.lab?.name],
        ['dispatched_at', formatDate(c.dispatched_at)],
        ['tally', <TallyBar tally={c.tally} />],
      ]}
    >
      <GlobalStyles styles={PRINT} />
      <ScanBox consignmentId={c.id} initial={c.tally} />
      <TableSection heading={heading} rows={c.kits} columns={PACKING_LIST} />
    </DetailLayout>
  );
}
