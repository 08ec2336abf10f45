import { CircularProgress, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { authApi } from '@/auth';
import { required } from '@/engine/validators';
import { HttpError } from '@/http';
import { NavLink } from '@/ui';
import { AuthHeader, SubmitButton, describeFailure } from './auth-form';
import { NewPasswordFields } from './password-fields';

/** /complete-registration/{regToken} (guest only): an invited staff member sets name and password. */
export default function CompleteRegistrationPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { regToken = '' } = useParams();
  const [error, setError] = useState<string | null>(null);
  const registration = useQuery({
    queryKey: ['auth-pages', 'registration', regToken],
    queryFn: () => authApi.getRegistration(regToken),
    retry: false,
  });
  const title = translate('app.auth.registration.title');
  const nameLabel = translate('app.auth.fullname');

  if (registration.isPending) {
    return (
      <>
        <AuthHeader title={title} />
        <CircularProgress aria-label={translate('app.loading')} />
      </>
    );
  }

  if (registration.isError) {
    const invalid = registration.error instanceof HttpError && registration.error.status === 404;
    return (
      <>
        <AuthHeader
          title={title}
          error={
            invalid
              ? translate('app.auth.registration.invalid_link')
              : describeFailure(registration.error, translate).message
          }
        />
        <NavLink to="/login">{translate('app.auth.back_to_login')}</NavLink>
      </>
    );
  }

  const submit = async (values: FieldValues) => {
    setError(null);
    try {
      await authApi.completeRegistration(regToken, {
        fullname: String(values.fullname ?? '').trim(),
        password: String(values.password ?? ''),
      });
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      await navigate('/', { replace: true });
      return undefined;
    } catch (e) {
      const failure = describeFailure(e, translate);
      setError(failure.message);
      return failure.fields;
    }
  };

  return (
    <>
      <AuthHeader
        title={title}
        lead={translate('app.auth.registration.lead', { email: registration.data.email })}
        error={error}
      />
      <Form onSubmit={submit} defaultValues={{ fullname: registration.data.fullname }} noValidate>
        <Stack>
          <TextInput
            source="fullname"
            label="app.auth.fullname"
            autoComplete="name"
            validate={[required(nameLabel)]}
          />
          <NewPasswordFields />
          <SubmitButton label={translate('app.auth.registration.submit')} />
        </Stack>
      </Form>
    </>
  );
}
