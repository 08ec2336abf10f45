import { RichTextField } from 'react-admin';
import type { DisplayProps } from './types';

/** Rendered through react-admin's RichTextField, which sanitises the HTML with DOMPurify. */
export default function RichTextFieldDisplay({ field }: DisplayProps) {
  return <RichTextField source={field.source} />;
}
