import { Box, Typography } from '@mui/material';
import { Datagrid, DatagridBody, ReferenceManyField, useTranslate } from 'react-admin';
import { lookupEntity } from '../registry';
import type { EntitySchema, RelatedList } from '../types';
import { displayCells } from '../widgets/display-cells';
import { LIST_CELL_STYLES } from '../widgets/list-cells';
import { ListReferencesProvider } from '../widgets/list-references';
import { midSentence } from '../widgets/labels';
import { LinkRow, LIST_ROW_STYLES } from './list-row';
import { ListPagination } from './list-load-error';
import { useEntityAccess } from './use-entity-access';

const PER_PAGE = 10;

function RelatedTable({ related, target }: { related: RelatedList; target: EntitySchema }) {
  const translate = useTranslate();
  const access = useEntityAccess(target);
  if (!access.list) return null;
  const title = translate(`resources.${target.name}.name`, { smart_count: 2, _: target.name });
  // The target column would repeat this record's own value on every row.
  const columns = target.fields.filter(
    (f) => f.views.list && target.list.columns.includes(f.source) && f.source !== related.target,
  );
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <ReferenceManyField
        reference={target.name}
        target={related.target}
        source={related.source}
        perPage={PER_PAGE}
        sort={target.list.sort}
        pagination={<ListPagination rowsPerPageOptions={[PER_PAGE]} />}
        empty={
          <Typography variant="body2" color="text.secondary">
            {translate('engine.related.empty', { name: midSentence(title) })}
          </Typography>
        }
      >
        <ListReferencesProvider fields={columns}>
          {/* Rows that open their record are the lists' own: clickable, and reachable by keyboard. */}
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            sx={[LIST_CELL_STYLES, LIST_ROW_STYLES]}
            body={access.show ? <DatagridBody row={<LinkRow />} /> : undefined}
          >
            {displayCells(target, columns, 'list')}
          </Datagrid>
        </ListReferencesProvider>
      </ReferenceManyField>
    </Box>
  );
}

/** The related lists a schema declares, under its show page's fields. */
export function RelatedLists({ schema }: { schema: EntitySchema }) {
  return (
    <>
      {schema.related.map((related) => {
        const target = lookupEntity(related.entity);
        return target ? (
          <RelatedTable key={`${related.entity}.${related.target}`} related={related} target={target} />
        ) : null;
      })}
    </>
  );
}
