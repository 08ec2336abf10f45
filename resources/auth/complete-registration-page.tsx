import { CircularProgress, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, TextInput, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { authApi } from '@/auth';
import { required } from '@/engine/validators';
import { HttpError } from '@/http';
import { NavLink } from '@/ui';
import { AuthHeader, SubmitButton, describeFailure, useAuthSubmit } from './auth-form';
import { NewPasswordFields } from './password-fields';

/** /complete-registration/{regToken} (guest only): an invited staff member sets name and password. */
export default function CompleteRegistrationPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { regToken = '' } = useParams();
  const registration = useQuery({
    queryKey: ['auth-pages', 'registration', regToken],
    queryFn: () => authApi.getRegistration(regToken),
    retry: false,
  });
  const { error, submit } = useAuthSubmit(async (values) => {
    await authApi.completeRegistration(regToken, {
      fullname: String(values.fullname ?? '').trim(),
      password: String(values.password ?? ''),
    });
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
    await navigate('/', { replace: true });
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

  return (
    <>
      <AuthHeader
        title={title}
        lead={translate('app.auth.registration.lead', { email: registration.data.email })}
        error={error}
      />
      <Form
        onSubmit={submit}
        defaultValues={{ fullname: registration.data.fullname }}
        noValidate
        disableInvalidFormNotification
      >
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
