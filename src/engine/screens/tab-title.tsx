import { useCreateContext, useEditContext, useListContext, useShowContext } from 'react-admin';
import { usePageTitle } from '@/ui';

/**
 * The browser tab names the screen as its app bar does ("Sites", "Site Northfield Clinic",
 * "Create Site"): react-admin's default title of the view, from the view's own context.
 */
function TabTitle({ text }: { text: string | undefined }) {
  usePageTitle(text ?? '');
  return null;
}

export const ListTabTitle = () => <TabTitle text={useListContext().defaultTitle} />;
export const ShowTabTitle = () => <TabTitle text={useShowContext().defaultTitle} />;
export const EditTabTitle = () => <TabTitle text={useEditContext().defaultTitle} />;
export const CreateTabTitle = () => <TabTitle text={useCreateContext().defaultTitle} />;
