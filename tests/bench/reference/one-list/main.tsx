// Size reference for `npm run bench`: the least a react-admin list screen needs. One resource, one
// list with two columns, react-admin's defaults for everything else (login, layout, translator).
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, Resource, TextField } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const UserList = () => (
  <List>
    <Datagrid>
      <TextField source="id" />
      <TextField source="name" />
    </Datagrid>
  </List>
);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Admin dataProvider={simpleRestProvider('/api')}>
      <Resource name="users" list={UserList} />
    </Admin>,
  );
}
