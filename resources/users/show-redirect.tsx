import { Navigate, useParams } from 'react-router-dom';

/** The generated show address of a user (`/users/{id}/show`, where lists and references lead) opens the user's page. */
export default function UserShowRedirect() {
  const { id = '' } = useParams();
  return <Navigate replace to={`/users/${encodeURIComponent(id)}`} />;
}
