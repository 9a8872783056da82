import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useNavigation, type MetaFunction } from '@remix-run/react';
import { ForgotPasswordSchema } from '@roombook/domain/auth/schemas';
import { contract } from '@roombook/domain/contract/index';
import { TEXTS } from '@roombook/domain/messages';
import { ForgotPasswordScreen } from '@roombook/ui/screens/ForgotPasswordScreen';
import { fieldState, formScreenProps } from '~/components/forms';
import { useSchemaForm } from '~/components/schema-form';
import { formAction } from '~/lib/action.server';
import { guardRoute } from '~/lib/guard.server';
import { pageMeta } from '~/lib/meta';

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
  const [form, fields] = useSchemaForm(forgotPasswordSchema, { lastResult });

  return (
    <ForgotPasswordScreen
      {...formScreenProps(form, navigation.state === 'submitting')}
      email={fieldState(fields.email)}
    />
  );
}

export const meta: MetaFunction = () =>
  pageMeta(TEXTS.forgotPassword.heading, 'Ask for a link by e-mail to set a new password for your roombook account.');

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
