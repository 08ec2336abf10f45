import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import { email, required } from '@/engine/validators';
import { HttpError } from '@/http';
import { usePageTitle } from '@/ui';

/** Heading, optional lead text and an error banner shared by the authentication pages. */
export function AuthHeader({
  title,
  lead,
  error,
}: {
  title: string;
  lead?: ReactNode;
  error?: string | null;
}) {
  usePageTitle(title);
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {lead && <Typography color="text.secondary">{lead}</Typography>}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** The form's submit button; disabled with a spinner while the request runs. */
export function SubmitButton({ label }: { label: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ mt: 1 }}
    >
      {label}
    </Button>
  );
}

export interface FailureReport {
  /** Server messages for named fields, in react-admin's submission-errors shape. */
  fields?: Record<string, string>;
  /** A message for the banner when no field is named. */
  message: string;
}

/**
 * Auth calls skip the global toasts (the page explains the failure itself): field errors go to
 * their fields, anything else to the banner, network failures with the catalogue's text.
 */
export function describeFailure(error: unknown, translate: (key: string) => string): FailureReport {
  if (error instanceof HttpError) {
    if (error.status === 0) return { message: translate('app.errors.network') };
    const fields = Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : undefined;
    return { fields, message: error.message };
  }
  console.error(error);
  return { message: translate('app.auth.unexpected_error') };
}

/** The email field of the sign-in pages, checked with the generic messages before any request. */
export function EmailInput({ autoComplete }: { autoComplete: 'email' | 'username' }) {
  const translate = useTranslate();
  const label = translate('app.auth.email');
  const validate = useMemo(() => [required(label), email(label)], [label]);
  return (
    <TextInput
      source="email"
      type="email"
      label="app.auth.email"
      autoComplete={autoComplete}
      autoFocus
      validate={validate}
    />
  );
}

export interface AuthSubmitOptions {
  /** Words a failure the page explains itself (e.g. an expired link); undefined leaves it to the defaults. */
  explain?: (error: unknown) => string | undefined;
  /** Whether the banner also shows when the server named fields (default true). */
  bannerWithFieldErrors?: boolean;
}

/**
 * The submit handler of an authentication form and its banner text. The banner clears on each
 * attempt; a failure puts the server's field messages on their fields (what react-admin's `Form`
 * expects back from `onSubmit`) and the rest in the banner, as `describeFailure` words it.
 */
export function useAuthSubmit(
  action: (values: FieldValues) => Promise<void>,
  { explain, bannerWithFieldErrors = true }: AuthSubmitOptions = {},
) {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: FieldValues) => {
    setError(null);
    try {
      await action(values);
      return undefined;
    } catch (e) {
      const explained = explain?.(e);
      if (explained !== undefined) {
        setError(explained);
        return undefined;
      }
      const failure = describeFailure(e, translate);
      if (bannerWithFieldErrors || !failure.fields) setError(failure.message);
      return failure.fields;
    }
  };
  return { error, submit };
}
