import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useNavigation, type MetaFunction } from '@remix-run/react';
import { NewPasswordSchema } from '@roombook/domain/auth/schemas';
import { contract } from '@roombook/domain/contract/index';
import { USER_MESSAGES } from '@roombook/domain/users/page';
import { UpdatePasswordScreen } from '@roombook/ui/screens/UpdatePasswordScreen';
import { fieldErrors, formScreenProps } from '~/components/forms';
import { useSchemaForm } from '~/components/schema-form';
import { formAction, signedInOf } from '~/lib/action.server';
import { guardSignedInRoute } from '~/lib/guard.server';
import { pageMeta } from '~/lib/meta';
import { endSession } from '~/lib/session.server';

/** The forced Update Password screen (spec §2): the only screen of a user with the first-login flag. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { headers } = await guardSignedInRoute(request);
  return data(null, { headers });
}

const updatePasswordSchema = NewPasswordSchema;

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction({
    request,
    context,
    guard: 'signed-in',
    schema: updatePasswordSchema,
    call: contract.user.update,
    input: (body, signedIn) => ({ params: { id: signedInOf(signedIn).user.id }, body }),
    hideFields: ['password', 'confirmPassword'],
    successMessage: USER_MESSAGES.profileUpdated,
    // Updated: the user signs in again with the new password (spec §2).
    onSuccess: async (_user, { reply, signedIn }) => {
      reply.merge([await endSession(request, signedInOf(signedIn).tokens)]);
      return { redirect: '/' };
    },
  });
}

export default function UpdatePasswordRoute() {
  const lastResult = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(updatePasswordSchema, { lastResult });

  return (
    <UpdatePasswordScreen
      {...formScreenProps(form, navigation.state === 'submitting')}
      password={fieldErrors(fields.password)}
      confirmPassword={fieldErrors(fields.confirmPassword)}
    />
  );
}

export const meta: MetaFunction = () =>
  pageMeta('Update password', 'Choose a new password: the first step after your first sign-in.');

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
