import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '@/i18n';
import { ConfirmDialog } from '@/ui';

function renderDialog(busy = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ConfirmDialog
        open
        title="Delete study?"
        message="This cannot be undone."
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </AdminContext>,
  );
  return { onConfirm, onCancel };
}

describe('confirm dialog for destructive actions', () => {
  it('asks, with Cancel focused so Enter never destroys by accident', async () => {
    const { onConfirm, onCancel } = renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete study?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.setup().keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action on Delete', async () => {
    const { onConfirm } = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be confirmed twice while the action runs', () => {
    renderDialog(true);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
