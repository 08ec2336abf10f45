import { PasswordInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { minLength, required } from '@/engine/validators';

/** New passwords are at least this long (spec §5 "must be at least N characters"). */
export const MIN_PASSWORD_LENGTH = 8;

/** A new password and its confirmation, which must match. */
export function NewPasswordFields() {
  const translate = useTranslate();
  const label = translate('app.auth.new_password');
  const confirmLabel = translate('app.auth.confirm_password');
  const matches = (value: unknown, values: FieldValues) =>
    value === values.password ? undefined : { message: 'app.auth.passwords_differ', args: {} };
  return (
    <>
      <PasswordInput
        source="password"
        label="app.auth.new_password"
        autoComplete="new-password"
        validate={[required(label), minLength(label, MIN_PASSWORD_LENGTH)]}
      />
      <PasswordInput
        source="password_confirmation"
        label="app.auth.confirm_password"
        autoComplete="new-password"
        validate={[required(confirmLabel), matches]}
      />
    </>
  );
}
