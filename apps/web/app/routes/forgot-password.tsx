import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useNavigation, type MetaFunction } from '@remix-run/react';
import { ForgotPasswordSchema } from '@roombook/domain/auth/schemas';
import { contract } from '@roombook/domain/contract/index';
import { TEXTS } from '@roombook/domain/messages';
import { Button } from '@roombook/ui/Button';
import { Link } from '@roombook/ui/Link';
import { SignInLayout } from '@roombook/ui/SignInLayout';
import { TextField } from '@roombook/ui/TextField';
import { FormErrorList } from '@roombook/ui/FieldError';
import { formErrors } from '~/components/forms';
import { formAction } from '~/lib/action.server';
import { guardRoute } from '~/lib/guard.server';
import { pageTitle } from '~/lib/meta';
import * as styles from '~/styles/screens.css';

/** Forgot password (spec §2): signed out only. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { headers } = await guardRoute(request);
  return data(null, { headers });
}

const forgotPasswordSchema = ForgotPasswordSchema;

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction({
    request,
    context,
    schema: forgotPasswordSchema,
    call: contract.auth.forgotPassword,
    // The answer is the same whether or not the email belongs to an account (no enumeration); its
    // message is the toast (spec §8), and the user goes to '/'.
    successMessage: ({ message }) => message,
    onSuccess: () => ({ redirect: '/' }),
  });
}

export default function ForgotPasswordRoute() {
  const lastResult = useActionData<typeof action>()?.result;
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
