import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { CompanyApplicationSchema } from '@roombook/domain/companies/application-schemas';
import { contract } from '@roombook/domain/contract/index';
import { formAction } from '~/lib/action.server';
import { apiErrorData, callApi, forwardedFor, isApiCallError } from '~/lib/api.server';

/**
 * Resource route behind the 'Apply for company account' dialog (no sign-in needed): its loader answers the
 * locations an applicant may choose (§3, docs/decisions/091), which the dialog fetches when it opens; its
 * action posts the application to the API and answers the conform result to the dialog's fetcher.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    return { locations: await callApi(contract.location.public, { forwardedFor: forwardedFor(request, context) }) };
  } catch (error) {
    if (isApiCallError(error)) throw apiErrorData(error);
    throw error;
  }
}

const applicationSchema = CompanyApplicationSchema;

export async function action({ request, context }: ActionFunctionArgs) {
  // Posted from the sign-in page's dialog by a signed-out visitor: not a screen, so no route guard.
  return formAction({ request, context, guard: 'none', schema: applicationSchema, call: contract.companyApplication.create });
}
