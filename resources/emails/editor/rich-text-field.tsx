import '../texts';
import { Box } from '@mui/material';
import {
  FormatButtons,
  LinkButtons,
  ListButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { Form } from 'react-admin';
import { contentStyles } from '@/ui/sanitise';
import { PlaceholderMenu } from './placeholder-menu';

function InsertPlaceholder({ field }: { field: string }) {
  const editor = useTiptapEditor();
  return (
    <PlaceholderMenu field={field} onPick={(text) => editor?.chain().focus().insertContent(text).run()} />
  );
}

/**
 * A text block's rich text (ra-input-rich-text) in its own small form, so the email's working
 * copy stays the one source; remounted per block and locale through its key.
 */
export function RichTextField({
  value,
  label,
  onChange,
}: {
  value: string;
  label: string;
  onChange(html: string): void;
}) {
  return (
    <Form defaultValues={{ html: value }} noValidate>
      <Box sx={{ '& .ProseMirror': contentStyles }}>
        <RichTextInput
          source="html"
          label={label}
          fullWidth
          onChange={(html: unknown) => {
            if (typeof html === 'string' && html !== value) onChange(html);
          }}
          toolbar={
            <RichTextInputToolbar size="small">
              <FormatButtons size="small" />
              <ListButtons size="small" />
              <LinkButtons size="small" />
              <InsertPlaceholder field={label} />
            </RichTextInputToolbar>
          }
        />
      </Box>
    </Form>
  );
}
