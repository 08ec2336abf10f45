import {
  useCreateContext,
  useEditContext,
  useGetResourceLabel,
  useListContext,
  useShowContext,
  type RaRecord,
} from 'react-admin';
import { usePageTitle } from '@/ui';
import { recordTabTitle } from '../record-title';
import type { EntitySchema } from '../types';

/** Read by screen readers, not shown: the app bar already shows the same title. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Names the screen as its app bar does ("Sites", "Site Northfield Clinic", "Create Site"), from
 * react-admin's default title of the view: in the browser tab, and as the page's one level-1
 * heading, so a screen reader can jump to where the screen starts. (The app bar's title is not a
 * heading: it is outside the page's main content.)
 */
function TabTitle({ text, tab = text }: { text: string | undefined; tab?: string | undefined }) {
  usePageTitle(tab ?? '');
  return text ? <h1 style={visuallyHidden}>{text}</h1> : null;
}

/**
 * A record page's title: on screen as react-admin names it, but in the tab (and so the browser's
 * history) by entity and id when the record's title could name a participant ("User 42").
 */
function RecordTabTitle({
  schema,
  text,
  record,
}: {
  schema: EntitySchema;
  text: string | undefined;
  record: RaRecord | undefined;
}) {
  const label = useGetResourceLabel()(schema.name, 1);
  return <TabTitle text={text} tab={recordTabTitle(schema, text ?? '', label, record?.id)} />;
}

export const ListTabTitle = () => <TabTitle text={useListContext().defaultTitle} />;
export function ShowTabTitle({ schema }: { schema: EntitySchema }) {
  const { defaultTitle, record } = useShowContext();
  return <RecordTabTitle schema={schema} text={defaultTitle} record={record} />;
}
export function EditTabTitle({ schema }: { schema: EntitySchema }) {
  const { defaultTitle, record } = useEditContext();
  return <RecordTabTitle schema={schema} text={defaultTitle} record={record} />;
}
export const CreateTabTitle = () => <TabTitle text={useCreateContext().defaultTitle} />;
