// Size reference for `npm run bench`: a stock react-admin app with 20 generated resources (list,
// edit and show guessers), as the targets are stated against.
import { createRoot } from 'react-dom/client';
import { Admin, EditGuesser, ListGuesser, Resource, ShowGuesser } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const RESOURCES = [
  'users',
  'studies',
  'sites',
  'partners',
  'patients',
  'visits',
  'roles',
  'permissions',
  'templates',
  'triggers',
  'segments',
  'documents',
  'genes',
  'events',
  'enrollments',
  'responses',
  'cohorts',
  'orders',
  'kits',
  'labs',
];

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Admin dataProvider={simpleRestProvider('/api')}>
      {RESOURCES.map((name) => (
        <Resource key={name} name={name} list={ListGuesser} edit={EditGuesser} show={ShowGuesser} />
      ))}
    </Admin>,
  );
}
