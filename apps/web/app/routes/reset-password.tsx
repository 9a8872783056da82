import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { ResetPasswordRequest } from '@roombook/domain/auth/schemas';
import { contract } from '@roombook/domain/contract/index';
import { TEXTS, displayErrorMessage } from '@roombook/domain/messages';
import { Alert } from '@roombook/ui/Alert';
import { Button } from '@roombook/ui/Button';
import { Link } from '@roombook/ui/Link';
import { SignInLayout } from '@roombook/ui/SignInLayout';
import { FormErrorList } from '@roombook/ui/FieldError';
import { NewPasswordFields, formErrors } from '~/components/forms';
import { callApi, forwardedFor, isApiFailure } from '~/lib/api.server';
import { guardRoute } from '~/lib/guard.server';
import { pageTitle } from '~/lib/meta';
import { flashToasts } from '~/lib/session.server';
import * as styles from '~/styles/screens.css';

/** Shown when the link has no `token` parameter at all. */
const MISSING_TOKEN_MESSAGE = 'The password reset link has no token. Please use the link from the e-mail';

/**
 * Password reset (spec §2): the `token` query parameter is validated on load; when that fails, the error
 * text replaces the form (§8).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { headers } = await guardRoute(request);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (token === '') return data({ token, error: { message: MISSING_TOKEN_MESSAGE, statusCode: 400 } }, { headers });
  try {
    await callApi(contract.auth.validateToken, { body: { token } });
    return data({ token, error: null }, { headers });
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    return data({ token, error: { message: displayErrorMessage(error.message), statusCode: error.statusCode } }, { headers });
  }
}

const resetPasswordSchema = ResetPasswordRequest;

export async function action({ request }: ActionFunctionArgs) {
  await guardRoute(request);
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== 'success') return submission.reply({ hideFields: ['password', 'confirmPassword'] });

  try {
    const { message } = await callApi(contract.auth.resetPassword, {
      body: submission.value,
      forwardedFor: forwardedFor(request),
    });
    return redirect('/', { headers: { 'Set-Cookie': await flashToasts(request, [{ kind: 'success', message }]) } });
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    const message = displayErrorMessage(error.message);
    return data(submission.reply({ formErrors: [message], hideFields: ['password', 'confirmPassword'] }), {
      headers: { 'Set-Cookie': await flashToasts(request, [{ kind: 'error', message }]) },
    });
  }
}

export default function ResetPasswordRoute() {
  const { token, error } = useLoaderData<typeof loader>();
  return (
    <SignInLayout title={TEXTS.resetPassword.heading}>
      {error ? (
        <div className={styles.form}>
          <Alert kind="error">{error.message}</Alert>
          <Link href="/">{TEXTS.forgotPassword.back}</Link>
        </div>
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </SignInLayout>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { token },
    constraint: getZodConstraint(resetPasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });

  return (
    <Form method="post" className={styles.form} {...getFormProps(form)}>
      <FormErrorList errors={formErrors(form)} />
      <input {...getInputProps(fields.token, { type: 'hidden' })} />
      <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
      <Button type="submit" variant="primary" fullWidth isDisabled={navigation.state === 'submitting'}>
        Reset password
      </Button>
      <Link href="/">{TEXTS.forgotPassword.back}</Link>
    </Form>
  );
}

export const meta: MetaFunction = () => [{ title: pageTitle(TEXTS.resetPassword.heading) }];

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
