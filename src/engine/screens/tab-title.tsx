import { useCreateContext, useEditContext, useListContext, useShowContext } from 'react-admin';
import { usePageTitle } from '@/ui';

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
function TabTitle({ text }: { text: string | undefined }) {
  usePageTitle(text ?? '');
  return text ? <h1 style={visuallyHidden}>{text}</h1> : null;
}

export const ListTabTitle = () => <TabTitle text={useListContext().defaultTitle} />;
export const ShowTabTitle = () => <TabTitle text={useShowContext().defaultTitle} />;
export const EditTabTitle = () => <TabTitle text={useEditContext().defaultTitle} />;
export const CreateTabTitle = () => <TabTitle text={useCreateContext().defaultTitle} />;
