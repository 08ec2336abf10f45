import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType, ReactElement } from 'react';
import { Resource } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { formatDate, formatDateTime, formatNumber } from '@/i18n';
import type { EntitySchema } from '../types';
import { AccessDenied } from './access-denied';
import { EntityCreatePage, EntityEditPage, EntityListPage, EntityShowPage } from './lazy-pages';
import { icons } from './icons';

export interface EntityResource {
  name: string;
  list: ComponentType;
  show: ComponentType;
  /** Absent when the spec's access constants forbid the action for everyone. */
  edit?: ComponentType;
  create?: ComponentType;
  icon: SvgIconComponent;
  recordRepresentation: (record: Record<string, unknown>) => string;
}

/** The title a record shows by: its recordTitle field, formatted by type; `#id` when empty. */
export function representRecord(schema: EntitySchema, record: Record<string, unknown>): string {
  const value = record[schema.recordTitle];
  const type = schema.fields.find((f) => f.source === schema.recordTitle)?.type;
  if (value === undefined || value === null || value === '') return `#${String(record.id ?? '')}`;
  if (type === 'date') return formatDate(String(value));
  if (type === 'datetime') return formatDateTime(String(value));
  if (typeof value === 'number') return schema.recordTitle === 'id' ? `#${value}` : formatNumber(value);
  return String(value);
}

const cache = new WeakMap<EntitySchema, EntityResource>();

/**
 * The props of react-admin's `<Resource>` for a schema. Components are made once per schema so
 * re-rendering the app never remounts a screen.
 */
export function resourceFor(schema: EntitySchema): EntityResource {
  const hit = cache.get(schema);
  if (hit) return hit;
  const resource: EntityResource = {
    name: schema.name,
    list: () => <EntityListPage schema={schema} />,
    show: () => <EntityShowPage schema={schema} />,
    ...(schema.access.update !== 'none' && { edit: () => <EntityEditPage schema={schema} /> }),
    ...(schema.access.create !== 'none' && { create: () => <EntityCreatePage schema={schema} /> }),
    icon: icons[schema.icon],
    recordRepresentation: (record) => representRecord(schema, record),
  };
  cache.set(schema, resource);
  return resource;
}

/** A record of an entity no one may edit opens on its show page. */
function ShowInstead({ name }: { name: string }) {
  const { id = '' } = useParams();
  return <Navigate replace to={`/${name}/${encodeURIComponent(id)}/show`} />;
}

/**
 * The react-admin `<Resource>` element of a schema: `/{name}`, `/{name}/create`, `/{name}/:id`,
 * `/{name}/:id/show`. Where the access constants rule out create or edit, their URLs say so (or
 * open the show page) instead of falling through to the list.
 */
export function resourceElement(schema: EntitySchema): ReactElement {
  const r = resourceFor(schema);
  return (
    <Resource
      key={r.name}
      name={r.name}
      list={r.list}
      show={r.show}
      edit={r.edit}
      create={r.create}
      icon={r.icon}
      recordRepresentation={r.recordRepresentation}
    >
      {!r.create && <Route path="create/*" element={<AccessDenied reason="unavailable" />} />}
      {!r.edit && <Route path=":id/*" element={<ShowInstead name={r.name} />} />}
    </Resource>
  );
}
