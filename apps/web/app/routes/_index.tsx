import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { SignInSchema } from '@roombook/domain/auth/schemas';
import { contract } from '@roombook/domain/contract/index';
import { SUCCESS, displayErrorMessage } from '@roombook/domain/messages';
import { SignInForm } from '@roombook/ui/SignInForm';
import { SignInLayout } from '@roombook/ui/SignInLayout';
import { ApplyForCompanyAccount } from '~/components/apply-dialog';
import { fieldErrors, fieldState, formErrors } from '~/components/forms';
import { HomeScreen } from '~/components/home';
import { callApi, forwardedFor, isApiFailure } from '~/lib/api.server';
import { guardRoute } from '~/lib/guard.server';
import { pageTitle } from '~/lib/meta';
import { commitSession, flashToasts, getSession, storeTokens } from '~/lib/session.server';
import { toUserView } from '~/lib/user-view';

/** '/': the sign-in screen when signed out, the home page inside the shell when signed in (spec §2). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, headers } = await guardRoute(request);
  return data({ user: user ? toUserView(user) : null }, { headers });
}

const signInSchema = SignInSchema;

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: signInSchema });
  if (submission.status !== 'success') return submission.reply({ hideFields: ['password'] });

  try {
    const { user, ...tokens } = await callApi(contract.auth.login, {
      body: submission.value,
      forwardedFor: forwardedFor(request, context),
    });
    const session = await getSession(request);
    storeTokens(session, tokens, user.id);
    const headers = new Headers();
    headers.append('Set-Cookie', await commitSession(session));
    headers.append(
      'Set-Cookie',
      await flashToasts(request, [
        { kind: 'success', message: SUCCESS.loggedIn },
        { kind: 'success', message: SUCCESS.welcome(user.firstName) },
      ]),
    );
    return redirect(user.firstLogin ? '/update-password' : '/', { headers });
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    // The server's message ('Invalid email or password', the rate-limit text, …) in the form and a toast.
    const message = displayErrorMessage(error.message);
    return data(submission.reply({ formErrors: [message], hideFields: ['password'] }), {
      headers: { 'Set-Cookie': await flashToasts(request, [{ kind: 'error', message }]) },
    });
  }
}

export default function IndexRoute() {
  const { user } = useLoaderData<typeof loader>();
  return user ? <HomeScreen user={user} /> : <SignInScreen />;
}

function SignInScreen() {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(signInSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  const isSubmitting = navigation.state === 'submitting' && navigation.formAction?.startsWith('/?index') === true;

  return (
    <SignInLayout>
      <SignInForm
        FormComponent={Form}
        formProps={{ ...getFormProps(form), method: 'post' }}
        email={fieldState(fields.email)}
        password={fieldErrors(fields.password)}
        formErrors={formErrors(form)}
        isSubmitting={isSubmitting}
        forgotPasswordHref="/forgot-password"
        applySlot={<ApplyForCompanyAccount />}
      />
    </SignInLayout>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => [
  { title: pageTitle(loaderData?.user ? 'Home' : 'Sign in') },
];

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
