import './texts';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useAssembly } from '@/shell/assembly-context';
import { HistorySection } from '@/audit';
import { usePermissionCheck } from '@/auth';
import { useUnsavedChangesGuard } from '@/editing';
import { canDo, knownEntities, lookupEntity } from '@/engine';
import { useFlagCheck } from '@/integrations';
import { toast, usePageTitle } from '@/ui';
import { useActingRefusal } from '@/ui/acting';
import { PermissionChecklist } from './permission-checklist';
import { RoleFieldsCard } from './role-fields-card';
import { previewAccess } from './role-access-preview';
import { previewMenu } from './role-preview';
import { RolePreviewPanel } from './role-preview-panel';
import { SaveSummaryDialog, type SaveSummary } from './save-summary-dialog';
import { RefusedChanges } from './refused-changes';
import { useRoleEditor, type RefusedChange } from './use-role-editor';

/** `/roles/{role_id}`: a role's fields and permissions, with the menu its holders would get. */
export default function RolePage() {
  const translate = useTranslate();
  const acting = useActingRefusal();
  const { id = '' } = useParams();
  const { menu } = useAssembly();
  const flagOn = useFlagCheck();
  const check = usePermissionCheck();
  const rolesSchema = lookupEntity('roles');
  // Revert is a write to the role: offered under the server's rule for it, and not while acting
  // as another user, when Save is refused too.
  const canRevert = !!rolesSchema && canDo(rolesSchema, 'edit', check) && !acting;
  const editor = useRoleEditor(id);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // The grants and removals the last save could not make: named, and kept as ticked for a retry.
  const [refused, setRefused] = useState<readonly RefusedChange[]>([]);
  const title = translate('roles.title', { name: editor.stored.name });
  usePageTitle(title);
  // While the summary is being confirmed the save is under way, not abandoned.
  useUnsavedChangesGuard(editor.dirty && !busy);

  const nameOf = useMemo(() => new Map(editor.permissions.map((p) => [p.id, p.name])), [editor.permissions]);
  const heldNames = useMemo(
    () => [...editor.ticked].flatMap((pid) => nameOf.get(pid) ?? []),
    [editor.ticked, nameOf],
  );
  const preview = previewMenu(menu, heldNames, flagOn);
  const access = useMemo(() => previewAccess(knownEntities(), heldNames), [heldNames]);
  const summary: SaveSummary = {
    fields: editor.changedFields.map((k) =>
      translate('roles.summary.field_change', {
        field: translate(`resources.roles.fields.${k}`),
        before: editor.stored[k],
        after: editor.fields[k],
      }),
    ),
    added: editor.diff.added.map((pid) => nameOf.get(pid) ?? pid).sort(),
    removed: editor.diff.removedPermissions.map((pid) => nameOf.get(pid) ?? pid).sort(),
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const failed = await editor.save();
      setRefused(failed);
      if (failed.length === 0) toast.show(translate('roles.saved'), 'success');
      setConfirming(false);
    } catch {
      // The HTTP layer has shown the server's reason; the dialog closes on the reloaded grants.
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  if (editor.error)
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void editor.retry()}>{translate('roles.retry')}</Button>}
      >
        {translate('roles.load_failed')}
      </Alert>
    );
  if (editor.loading) return <CircularProgress aria-label={translate('app.loading')} sx={{ m: 4 }} />;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Button
          variant="contained"
          disabled={!editor.dirty || editor.fields.name.trim().length < 2 || Boolean(acting)}
          aria-describedby={acting ? 'role-save-acting' : undefined}
          onClick={() => setConfirming(true)}
        >
          {translate('roles.save')}
        </Button>
      </Stack>
      {acting && (
        <Alert severity="info" id="role-save-acting" sx={{ mb: 2 }}>
          {acting}
        </Alert>
      )}
      <RefusedChanges refused={refused} nameOf={nameOf} />
      <RoleFieldsCard
        fields={editor.fields}
        policy={editor.role.data?.restriction_policy}
        onChange={editor.setField}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, mt: 2 }}>
        <Box component="section" aria-label={translate('roles.permissions')}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('roles.permissions')}
          </Typography>
          <PermissionChecklist
            permissions={editor.permissions}
            ticked={editor.ticked}
            menu={menu}
            onToggle={editor.toggle}
          />
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 64 }, alignSelf: 'start' }}>
          <RolePreviewPanel entries={preview} access={access} />
        </Box>
      </Box>
      <HistorySection entity="roles" id={id} canRevert={canRevert} />
      <SaveSummaryDialog
        open={confirming}
        summary={summary}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
