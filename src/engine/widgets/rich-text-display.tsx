import { useRecordContext } from 'react-admin';
import { SafeHtml } from '@/ui/sanitise';
import type { DisplayProps } from './types';

/** Loaded on demand (see display-structured): the sanitiser comes with it. */
export default function RichTextFieldDisplay({ field }: DisplayProps) {
  const value: unknown = useRecordContext()?.[field.source];
  return typeof value === 'string' && value !== '' ? <SafeHtml html={value} /> : null;
}
