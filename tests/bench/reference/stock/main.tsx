// The reference app of `npm run bench`: a stock react-admin app with 20 generated resources (list,
// edit and show guessers, 25 rows a page as the console's lists), react-admin's defaults for the
// rest (hash router, layout, menu, translator), talking to the console's backend.
import { createRoot } from 'react-dom/client';
import { Admin, EditGuesser, ListGuesser, Resource, ShowGuesser } from 'react-admin';
import { dataProvider } from './data-provider';

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

const List = () => <ListGuesser perPage={25} />;

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Admin dataProvider={dataProvider}>
      {RESOURCES.map((name) => (
        <Resource key={name} name={name} list={List} edit={EditGuesser} show={ShowGuesser} />
      ))}
    </Admin>,
  );
}
