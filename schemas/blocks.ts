import { defineEntity } from '@/engine';
import { PERM, reference } from './_fields';

/** A block version inside a flow; identified by id and block_version_id together. */
export default defineEntity({
  recordTitle: 'heading',
  icon: 'view-module',
  key: ['id', 'block_version_id'],
  fields: [
    { source: 'id', type: 'number', readOnly: true },
    { source: 'block_version_id', type: 'number', readOnly: true },
    { source: 'heading', type: 'text', required: true, maxLength: 300 },
    { source: 'subheading', type: 'text', maxLength: 500 },
    reference('flow_id', 'flows', 'title', { required: true }),
    { source: 'flow_version_id', type: 'number', views: { list: false } },
    reference('type_id', 'block-types', 'title', { required: true }),
    { source: 'component_version', type: 'text', maxLength: 20 },
    { source: 'is_required', type: 'boolean', filterable: true },
    { source: 'screenout_immediately', type: 'boolean', views: { list: false } },
    { source: 'data', type: 'json' },
    { source: 'jump_to', type: 'json' },
    { source: 'version_diff', type: 'json', readOnly: true },
    { source: 'updated_at', type: 'datetime', readOnly: true },
  ],
  list: {
    sort: { field: 'updated_at', order: 'DESC' },
    columns: ['heading', 'flow_id', 'type_id', 'is_required', 'updated_at'],
  },
  access: { permissions: { read: [PERM.flows] } },
  seed: { count: 400 },
});
