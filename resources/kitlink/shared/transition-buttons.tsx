import '../texts';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { usePermissionCheck } from '@/auth';
import { SendDialog } from './send-dialog';
import { allowedTransitions, type AnyTable } from '@/domain/kit-states';
import { actionLabel } from '../states';
import { useTransition } from './use-transition';

interface TransitionButtonsProps {
  table: AnyTable;
  id: Identifier;
  state: string;
  /** Names the subject in the buttons' accessible names, e.g. the order number in a queue. */
  subjectLabel?: string;
  size?: 'small' | 'medium';
  /** Offers only these of the allowed actions (the approval queue: approve and reject). */
  only?: readonly string[];
}

/** The transitions the table allows from `state` to the signed-in user, one button each. */
export function TransitionButtons({
  table,
  id,
  state,
  subjectLabel,
  size = 'medium',
  only,
}: TransitionButtonsProps) {
  const translate = useTranslate();
  const can = usePermissionCheck();
  const { run, pending } = useTransition(table.subject, id, state);
  const [asking, setAsking] = useState<string | null>(null);
  const offered = allowedTransitions<string>(table, state, held(can, table)).filter(
    (t) => !only || only.includes(t.action),
  );
  if (offered.length === 0) return null;
  const label = (action: string) => translate(actionLabel(table, action));
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {offered.map((t) => (
        <Button
          key={t.action}
          size={size}
          variant={t.destructive ? 'outlined' : 'contained'}
          color={t.destructive ? 'error' : 'primary'}
          disabled={pending}
          aria-label={subjectLabel ? `${label(t.action)} ${subjectLabel}` : undefined}
          onClick={() => (t.destructive ? setAsking(t.action) : void run(t.action))}
        >
          {label(t.action)}
        </Button>
      ))}
      <SendDialog
        open={asking !== null}
        destructive
        busy={pending}
        title={asking ? translate(`kitlink.confirm.${asking}.title`) : ''}
        message={asking ? translate(`kitlink.confirm.${asking}.message`) : ''}
        confirmLabel={asking ? label(asking) : ''}
        onCancel={() => setAsking(null)}
        onConfirm={(reason) => {
          if (!asking) return;
          void run(asking, reason).then((done) => done && setAsking(null));
        }}
      />
    </Stack>
  );
}

/** The permissions of the table's transitions that the user holds, as the table names them. */
function held(can: (p: string) => boolean, table: AnyTable): string[] {
  return [...new Set(table.transitions.map((t) => t.permission))].filter((p) => can(p));
}
