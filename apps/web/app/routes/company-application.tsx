import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { CompanyApplicationSchema } from '@roombook/domain/companies/application-schemas';
import { contract } from '@roombook/domain/contract/index';
import { formAction } from '~/lib/action.server';

/**
 * Resource route behind the 'Apply for company account' dialog: posts the application to the API
 * (no sign-in needed) and answers the conform result to the dialog's fetcher.
 */
export function loader() {
  return redirect('/');
}

const applicationSchema = CompanyApplicationSchema;

export async function action({ request, context }: ActionFunctionArgs) {
  // Posted from the sign-in page's dialog by a signed-out visitor: not a screen, so no route guard.
  return formAction({ request, context, guard: 'none', schema: applicationSchema, call: contract.companyApplication.create });
}
