import { Navigate, useParams } from 'react-router-dom';

/**
 * The generated show address of a study (`/studies/{id}/show`, where list rows, references and a
 * new study lead) opens the study's home, the one page that links all of it.
 */
export default function StudyShowRedirect() {
  const { study_id: id = '' } = useParams();
  return <Navigate replace to={`/study/${encodeURIComponent(id)}`} />;
}
