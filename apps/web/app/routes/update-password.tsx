import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useNavigation, type MetaFunction } from '@remix-run/react';
import { UpdatePasswordSchema } from '@roombook/domain/auth/schemas';
import { contract } from '@roombook/domain/contract/index';
import { SUCCESS, TEXTS, displayErrorMessage } from '@roombook/domain/messages';
import { Button } from '@roombook/ui/Button';
import { SignInLayout } from '@roombook/ui/SignInLayout';
import { FormErrorList } from '@roombook/ui/FieldError';
import { NewPasswordFields, formErrors } from '~/components/forms';
import { callApi, isApiFailure } from '~/lib/api.server';
import { guardSignedInRoute } from '~/lib/guard.server';
import { pageTitle } from '~/lib/meta';
import { endSession, flashToasts, signOutOnUnauthorized } from '~/lib/session.server';
import * as styles from '~/styles/screens.css';

/** The forced Update Password screen (spec §2): the only screen of a user with the first-login flag. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { headers } = await guardSignedInRoute(request);
  return data(null, { headers });
}

const updatePasswordSchema = UpdatePasswordSchema;

export async function action({ request }: ActionFunctionArgs) {
  const { user, tokens } = await guardSignedInRoute(request);
  const submission = parseWithZod(await request.formData(), { schema: updatePasswordSchema });
  if (submission.status !== 'success') return submission.reply({ hideFields: ['password', 'confirmPassword'] });

  try {
    await callApi(contract.user.update, { params: { id: user.id }, body: submission.value, token: tokens.token });
  } catch (error) {
    if (!isApiFailure(error) || error.statusCode === 401) return signOutOnUnauthorized(request, error);
    const message = displayErrorMessage(error.message);
    return data(submission.reply({ formErrors: [message], hideFields: ['password', 'confirmPassword'] }), {
      headers: { 'Set-Cookie': await flashToasts(request, [{ kind: 'error', message }]) },
    });
  }

  // Updated: the user signs in again with the new password.
  const headers = new Headers();
  headers.append('Set-Cookie', await endSession(request, tokens));
  headers.append('Set-Cookie', await flashToasts(request, [{ kind: 'success', message: SUCCESS.profileUpdated }]));
  return redirect('/', { headers });
}

export default function UpdatePasswordRoute() {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(updatePasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: updatePasswordSchema }),
  });

  return (
    <SignInLayout title="Update password">
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <p className={styles.text}>{TEXTS.updatePassword.text}</p>
        <FormErrorList errors={formErrors(form)} />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <Button type="submit" variant="primary" fullWidth isDisabled={navigation.state === 'submitting'}>
          Update password
        </Button>
      </Form>
    </SignInLayout>
  );
}

export const meta: MetaFunction = () => [{ title: pageTitle('Update password') }];

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
