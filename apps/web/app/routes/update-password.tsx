import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useNavigation, type MetaFunction } from '@remix-run/react';
import { UpdatePasswordSchema } from '@roombook/domain/auth/schemas';
import { contract } from '@roombook/domain/contract/index';
import { SUCCESS, TEXTS } from '@roombook/domain/messages';
import { Button } from '@roombook/ui/Button';
import { SignInLayout } from '@roombook/ui/SignInLayout';
import { FormErrorList } from '@roombook/ui/FieldError';
import { NewPasswordFields, formErrors } from '~/components/forms';
import { formAction, signedInOf } from '~/lib/action.server';
import { guardSignedInRoute } from '~/lib/guard.server';
import { pageTitle } from '~/lib/meta';
import { endSession } from '~/lib/session.server';
import * as styles from '~/styles/screens.css';

/** The forced Update Password screen (spec §2): the only screen of a user with the first-login flag. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { headers } = await guardSignedInRoute(request);
  return data(null, { headers });
}

const updatePasswordSchema = UpdatePasswordSchema;

export async function action({ request, context }: ActionFunctionArgs) {
  return formAction({
    request,
    context,
    guard: 'signed-in',
    schema: updatePasswordSchema,
    call: contract.user.update,
    input: (body, signedIn) => ({ params: { id: signedInOf(signedIn).user.id }, body }),
    hideFields: ['password', 'confirmPassword'],
    successMessage: SUCCESS.profileUpdated,
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
