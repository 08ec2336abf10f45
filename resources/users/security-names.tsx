import './texts';
import { Link } from '@mui/material';
import { useGetMany, useGetOne, useTranslate, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useMayRead } from './use-may-read';

const label = (name: unknown, id: Identifier) =>
  typeof name === 'string' && name !== '' ? name : `#${String(id)}`;

/**
 * A user's roles by name, each linked to its page, for accounts that may read roles; the ids
 * alone for the others (a fetch would only be refused).
 */
export function RoleNames({ ids }: { ids: readonly Identifier[] }) {
  const translate = useTranslate();
  const may = useMayRead('roles');
  const roles = useGetMany('roles', { ids: [...ids] }, { enabled: may && ids.length > 0 });
  if (ids.length === 0) return <>{translate('users.security.no_roles')}</>;
  if (!may || !roles.data) return <>{ids.map((r) => `#${String(r)}`).join(', ')}</>;
  const byId = new Map(roles.data.map((r) => [String(r.id), r.name]));
  return (
    <>
      {ids.map((id, i) => (
        <span key={String(id)}>
          {i > 0 && ', '}
          <Link component={RouterLink} to={`/roles/${encodeURIComponent(String(id))}`}>
            {label(byId.get(String(id)), id)}
          </Link>
        </span>
      ))}
    </>
  );
}

/** A user's partner by name, for accounts that may read partners; its id alone for the others. */
export function PartnerName({ id }: { id: Identifier | null | undefined }) {
  const translate = useTranslate();
  const may = useMayRead('partners');
  const partner = useGetOne('partners', { id: id ?? '' }, { enabled: may && id != null });
  if (id == null) return <>{translate('users.security.no_partner')}</>;
  if (!may || !partner.data) return <>{`#${String(id)}`}</>;
  return <>{label(partner.data.name, id)}</>;
}
