import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { CompanyApplicationSchema } from '@roombook/domain/companies/application-schemas';
import { contract } from '@roombook/domain/contract/index';
import { SUCCESS, displayErrorMessage } from '@roombook/domain/messages';
import { callApi, forwardedFor, isApiFailure } from '~/lib/api.server';
import { flashToasts } from '~/lib/session.server';

/**
 * Resource route behind the 'Apply for company account' dialog: posts the application to the API
 * (no sign-in needed) and answers the conform result to the dialog's fetcher.
 */
export function loader() {
  return redirect('/');
}

const applicationSchema = CompanyApplicationSchema;

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: applicationSchema });
  if (submission.status !== 'success') return { result: submission.reply(), submitted: false };

  try {
    await callApi(contract.companyApplication.create, {
      body: submission.value,
      forwardedFor: forwardedFor(request, context),
    });
    return data(
      { result: submission.reply({ resetForm: true }), submitted: true },
      { headers: { 'Set-Cookie': await flashToasts(request, [{ kind: 'success', message: SUCCESS.applicationSubmitted }]) } },
    );
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    const message = displayErrorMessage(error.message);
    return data(
      { result: submission.reply({ formErrors: [message] }), submitted: false },
      { headers: { 'Set-Cookie': await flashToasts(request, [{ kind: 'error', message }]) } },
    );
  }
}
