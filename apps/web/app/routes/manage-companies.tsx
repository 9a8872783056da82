import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { CompanyCreateBody, CompanyEditFormSchema } from '@roombook/domain/companies/schemas';
import { contract } from '@roombook/domain/contract/index';
import { COMPANIES_TEXTS, CompaniesScreen } from '@roombook/ui/screens/CompaniesScreen';
import { useManageActions } from '~/components/manage-actions';
import { manageAction, manageLoader } from '~/lib/manage.server';
import { pageMeta } from '~/lib/meta';

const PATH = '/manage-companies';

/**
 * '/manage-companies' (§2, SuperAdmin and Admin): GET /api/company/, the pending applications
 * (GET /api/company-application/) and, for the form's Locations, GET /api/location/.
 */
export const loader = (args: LoaderFunctionArgs) =>
  manageLoader(args, contract.company.list, {
    lists: { applications: contract.companyApplication.list, locations: contract.location.list },
  });

/**
 * Add (with `applicationId` when the form was opened from an application: creating the company accepts it,
 * docs/decisions/032), edit (multipart with the picture), delete, Delete selected, and an application's
 * Decline (§7 "Companies and applications"). After each, Remix reloads the companies and the applications (§4).
 */
export const action = (args: ActionFunctionArgs) =>
  manageAction(
    args,
    { ...contract.company, reject: contract.companyApplication.reject, fileFields: ['image'] },
    { create: CompanyCreateBody, update: CompanyEditFormSchema },
  );

export default function ManageCompaniesRoute() {
  const { rows, applications, locations, error } = useLoaderData<typeof loader>();
  const actions = useManageActions(PATH);
  return (
    <CompaniesScreen
      companies={rows}
      applications={applications}
      locations={locations}
      error={error}
      onCreateCompany={(value) => actions.create(value)}
      onAcceptApplication={(application, value) => actions.create({ ...value, applicationId: application.id })}
      onUpdateCompany={(company, { image, ...value }) => actions.update(company.id, { ...value, image: image as Blob | undefined })}
      onDeleteCompany={(company) => actions.remove(company.id)}
      onDeleteCompanies={(companies) => actions.removeMany(companies.map((company) => company.id))}
      onRejectApplication={(application) => actions.reject(application.id)}
    />
  );
}

export const meta: MetaFunction = () =>
  pageMeta(COMPANIES_TEXTS.heading, 'The companies that book rooms: add, edit and delete them, and accept or decline company applications.');

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
