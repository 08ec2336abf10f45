import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * A screen that sends a record's generic address (`/kits/7`, from the palette, a list or a
 * reference) to the page where its area drives it (`/kitlink/kit/7`), keeping the query.
 */
export function recordRedirect(pattern: string): ComponentType {
  return function RecordRedirect() {
    const { id = '' } = useParams();
    const { search } = useLocation();
    return <Navigate replace to={{ pathname: pattern.replace(':id', encodeURIComponent(id)), search }} />;
  };
}
