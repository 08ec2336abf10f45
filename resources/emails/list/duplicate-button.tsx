import '../texts';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useMutation } from '@tanstack/react-query';
import { Button, useListContext, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { duplicateTemplate } from '../api';

/**
 * Copies the one selected template on the server and opens the copy in the editor. The button is
 * off while the copy is on its way, so a double click makes one copy.
 */
export function DuplicateButton() {
  const { selectedIds } = useListContext();
  const navigate = useNavigate();
  const notify = useNotify();
  const only = selectedIds.length === 1 ? selectedIds[0] : undefined;
  const copy = useMutation({
    mutationFn: duplicateTemplate,
    onSuccess: (made) => {
      notify('emails.list.duplicated', { type: 'success', messageArgs: { name: made.name ?? '—' } });
      navigate(`/templates/${encodeURIComponent(String(made.id))}`);
    },
  });
  return (
    <Button
      // With several rows chosen the button says why it is off rather than silently greying out.
      label={only === undefined ? 'emails.list.duplicate_one' : 'emails.list.duplicate'}
      disabled={only === undefined || copy.isPending}
      onClick={() => {
        if (only !== undefined && !copy.isPending) copy.mutate(only);
      }}
    >
      <CopyIcon />
    </Button>
  );
}
