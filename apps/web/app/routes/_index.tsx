import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { SignInSchema } from '@roombook/domain/auth/schemas';
import { contract } from '@roombook/domain/contract/index';
import { SUCCESS } from '@roombook/domain/messages';
import { HomeScreen } from '@roombook/ui/screens/HomeScreen';
import { SignInScreen } from '@roombook/ui/screens/SignInScreen';
import { ApplyForCompanyAccount } from '~/components/apply-dialog';
import { fieldErrors, fieldState, formScreenProps, useSchemaForm } from '~/components/forms';
import { formAction } from '~/lib/action.server';
import { guardRoute } from '~/lib/guard.server';
import { pageTitle } from '~/lib/meta';
import { commitSession, getSession, storeTokens } from '~/lib/session.server';
import { toUserView } from '~/lib/user-view';

/** '/': the sign-in screen when signed out, the home page inside the shell when signed in (spec §2). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, headers } = await guardRoute(request);
  return data({ user: user ? toUserView(user) : null }, { headers });
}

const signInSchema = SignInSchema;

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction({
    request,
    context,
    schema: signInSchema,
    call: contract.auth.login,
    hideFields: ['password'],
    // The server's message ('Invalid email or password', the rate-limit text, …) shows in the form and a toast;
    // success toasts 'Successfully logged in!' (the call's message), then the welcome.
    onSuccess: async ({ user, ...tokens }, { reply }) => {
      const session = await getSession(request);
      storeTokens(session, tokens, user.id);
      reply.merge([await commitSession(session)]).toast('success', SUCCESS.welcome(user.firstName));
      return { redirect: user.firstLogin ? '/update-password' : '/' };
    },
  });
}

export default function IndexRoute() {
  const { user } = useLoaderData<typeof loader>();
  return user ? <HomeScreen user={user} /> : <SignIn />;
}

function SignIn() {
  const lastResult = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(signInSchema, { lastResult });
  const isSubmitting = navigation.state === 'submitting' && navigation.formAction?.startsWith('/?index') === true;

  return (
    <SignInScreen
      {...formScreenProps(form, isSubmitting)}
      email={fieldState(fields.email)}
      password={fieldErrors(fields.password)}
      applySlot={<ApplyForCompanyAccount />}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => [
  { title: pageTitle(loaderData?.user ? 'Home' : 'Sign in') },
];

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
