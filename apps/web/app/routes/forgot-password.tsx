import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useNavigation, type MetaFunction } from '@remix-run/react';
import { ForgotPasswordSchema } from '@roombook/domain/auth/schemas';
import { contract } from '@roombook/domain/contract/index';
import { TEXTS, displayErrorMessage } from '@roombook/domain/messages';
import { Button } from '@roombook/ui/Button';
import { Link } from '@roombook/ui/Link';
import { SignInLayout } from '@roombook/ui/SignInLayout';
import { TextField } from '@roombook/ui/TextField';
import { FormErrorList } from '@roombook/ui/FieldError';
import { formErrors } from '~/components/forms';
import { callApi, forwardedFor, isApiFailure } from '~/lib/api.server';
import { guardRoute } from '~/lib/guard.server';
import { pageTitle } from '~/lib/meta';
import { flashToasts } from '~/lib/session.server';
import * as styles from '~/styles/screens.css';

/** Forgot password (spec §2): signed out only. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { headers } = await guardRoute(request);
  return data(null, { headers });
}

const forgotPasswordSchema = ForgotPasswordSchema;

export async function action({ request, context }: ActionFunctionArgs) {
  await guardRoute(request);
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== 'success') return submission.reply();

  try {
    // The answer is the same whether or not the email belongs to an account (no enumeration).
    const { message } = await callApi(contract.auth.forgotPassword, {
      body: submission.value,
      forwardedFor: forwardedFor(request, context),
    });
    return redirect('/', { headers: { 'Set-Cookie': await flashToasts(request, [{ kind: 'success', message }]) } });
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    const message = displayErrorMessage(error.message);
    return data(submission.reply({ formErrors: [message] }), {
      headers: { 'Set-Cookie': await flashToasts(request, [{ kind: 'error', message }]) },
    });
  }
}

export default function ForgotPasswordRoute() {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });

  return (
    <SignInLayout title={TEXTS.forgotPassword.heading}>
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <p className={styles.text}>{TEXTS.forgotPassword.text}</p>
        <FormErrorList errors={formErrors(form)} />
        <TextField
          label="Email"
          name={fields.email.name}
          id={fields.email.id}
          type="email"
          autoComplete="email"
          isRequired
          defaultValue={fields.email.defaultValue}
          errorMessage={fields.email.errors}
        />
        <Button type="submit" variant="primary" fullWidth isDisabled={navigation.state === 'submitting'}>
          Send recovery link
        </Button>
        <Link href="/">{TEXTS.forgotPassword.back}</Link>
      </Form>
    </SignInLayout>
  );
}

export const meta: MetaFunction = () => [{ title: pageTitle(TEXTS.forgotPassword.heading) }];

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
