import '../texts';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Draft, TemplateRecord } from '../template-record';
import { SendDialog } from './send-dialog';
import { SendTestDialog } from './send-test-dialog';

const BULK = ['segment', 'query', 'recipients'];

/** Send test and Send, in the editor's bar. A template sent by its trigger has no Send. */
export function SendActions({
  template,
  draft,
  unsaved,
}: {
  template: TemplateRecord;
  draft: Draft;
  unsaved: boolean;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState<'test' | 'send' | null>(null);
  const locales = draft.doc?.locales ?? ['en-gb'];
  const subjects = draft.doc?.subject ?? { 'en-gb': draft.legacy.subject };
  const bulk = BULK.includes(draft.settings.send_to ?? '');
  return (
    <>
      <Button onClick={() => setOpen('test')}>{translate('emails.send_test.open')}</Button>
      {bulk && (
        <Button color="error" onClick={() => setOpen('send')}>
          {translate('emails.send.open')}
        </Button>
      )}
      <SendTestDialog
        open={open === 'test'}
        id={template.id}
        locales={locales}
        unsaved={unsaved}
        onClose={() => setOpen(null)}
      />
      {bulk && (
        <SendDialog
          open={open === 'send'}
          id={template.id}
          locales={locales}
          subjects={subjects}
          unsaved={unsaved}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
