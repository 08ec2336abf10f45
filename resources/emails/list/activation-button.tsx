import '../texts';
import ActivateIcon from '@mui/icons-material/PlayCircleOutline';
import DeactivateIcon from '@mui/icons-material/PauseCircleOutline';
import { useState } from 'react';
import { Button, Confirm, useListContext, useNotify, useTranslate, useUpdateMany } from 'react-admin';

/**
 * Activates or deactivates the selected templates. Either changes what participants receive (an
 * active triggered template goes out on its next event), so it asks first and names the templates.
 */
export function ActivationButton({ active }: { active: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, data, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany();
  const count = selectedIds.length;
  const chosen = new Set(selectedIds.map(String));
  const names = (data ?? [])
    .filter((r) => chosen.has(String(r.id)))
    .map((r) => String(r.name))
    .join(', ');
  const key = active ? 'activate' : 'deactivate';

  const confirm = () => {
    void updateMany(
      'templates',
      { ids: selectedIds, data: { is_active: active } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`emails.list.${key}d`, { type: 'success', messageArgs: { smart_count: count } });
          setOpen(false);
          onUnselectItems();
        },
        onError: () => setOpen(false),
      },
    );
  };

  return (
    <>
      <Button label={`emails.list.${key}`} onClick={() => setOpen(true)}>
        {active ? <ActivateIcon /> : <DeactivateIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate(`emails.list.${key}_title`, { smart_count: count })}
        content={translate(`emails.list.${key}_message`, { names })}
        confirm={`emails.list.${key}`}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
