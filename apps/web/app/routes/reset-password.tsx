import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { ResetPasswordRequest } from '@roombook/domain/auth/schemas';
import { contract } from '@roombook/domain/contract/index';
import { TEXTS, displayErrorMessage } from '@roombook/domain/messages';
import { ResetPasswordScreen } from '@roombook/ui/screens/ResetPasswordScreen';
import { fieldErrors, formScreenProps } from '~/components/forms';
import { useSchemaForm } from '~/components/schema-form';
import { ReplyHeaders, apiCall, formAction } from '~/lib/action.server';
import { guardRoute } from '~/lib/guard.server';
import { pageMeta } from '~/lib/meta';

/** Shown when the link has no `token` parameter at all. */
const MISSING_TOKEN_MESSAGE = 'The password reset link has no token. Please use the link from the e-mail';

/**
 * Password reset (spec §2): the `token` query parameter is validated on load; when that fails, the error
 * text replaces the form (§8).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await guardRoute(request);
  const reply = new ReplyHeaders(request).merge(headers);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const error =
    token === ''
      ? { message: MISSING_TOKEN_MESSAGE, statusCode: 400 }
      : await apiCall({ request, context }, reply, contract.auth.validateToken, { body: { token } }).then((outcome) =>
          outcome.ok ? null : { message: displayErrorMessage(outcome.error.message), statusCode: outcome.error.statusCode },
        );
  return data({ token, error }, { headers: await reply.headers() });
}

const resetPasswordSchema = ResetPasswordRequest;

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction({
    request,
    context,
    schema: resetPasswordSchema,
    call: contract.auth.resetPassword,
    hideFields: ['password', 'confirmPassword'],
    // Success toasts the server's message and goes to '/' (spec §8).
    successMessage: ({ message }) => message,
    onSuccess: () => ({ redirect: '/' }),
  });
}

export default function ResetPasswordRoute() {
  const { token, error } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(resetPasswordSchema, { lastResult, defaultValue: { token } });

  return (
    <ResetPasswordScreen
      token={token}
      tokenError={error?.message ?? null}
      {...formScreenProps(form, navigation.state === 'submitting')}
      password={fieldErrors(fields.password)}
      confirmPassword={fieldErrors(fields.confirmPassword)}
    />
  );
}

export const meta: MetaFunction = () =>
  pageMeta(TEXTS.resetPassword.heading, 'Set a new password for your roombook account with the link from your e-mail.');

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
