import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation, type MetaFunction } from '@remix-run/react';
import { CompanyDetailsFormSchema } from '@roombook/domain/companies/schemas';
import { contract } from '@roombook/domain/contract/index';
import { ImageUploadSchema } from '@roombook/domain/images/schemas';
import { ERRORS } from '@roombook/domain/messages';
import { can } from '@roombook/domain/permissions/capabilities';
import type { SessionUser } from '@roombook/domain/users/schemas';
import { MY_COMPANY_TEXTS, MyCompanyScreen } from '@roombook/ui/screens/MyCompanyScreen';
import { useFetcherAction } from '~/components/fetcher-action';
import { fieldState, formScreenProps } from '~/components/forms';
import { useSchemaForm } from '~/components/schema-form';
import { formAction, ReplyHeaders, signedInOf } from '~/lib/action.server';
import { guardSignedInRoute } from '~/lib/guard.server';
import { pageMeta } from '~/lib/meta';

/** The new image is posted by a fetcher to `/my-company?intent=image`; the details form to `/my-company`. */
const PATH = '/my-company';
const IMAGE_PATH = `${PATH}?intent=image`;

/** The user's company; a company role always has one (the §2 routing rules let only those in), so none is 404. */
const companyOf = (user: SessionUser) => {
  if (!user.company) throw data({ message: ERRORS.notFound, statusCode: 404 }, { status: 404 });
  return user.company;
};

/**
 * '/my-company' (§2, CompanyOwner and CompanyManager): the user is loaded again on every entry (the guard
 * asks GET /api/user/me), and their company is read from it: name, room number and image. Only the
 * CompanyOwner may change it (§6 `editMyCompany`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, headers } = await guardSignedInRoute(request);
  const reply = new ReplyHeaders(request).merge(headers);
  const { name, office, image } = companyOf(user);
  const canEdit = can({ role: user.role, companyId: user.company?.id ?? null }, 'editMyCompany');
  return data({ company: { name, office, image }, canEdit }, { headers: await reply.headers() });
}

const detailsSchema = CompanyDetailsFormSchema;
const imageSchema = ImageUploadSchema;

/**
 * 'Save details' (PUT /api/company/{id} with name and office) and the new image (the same call, multipart
 * with the file part `image`), both toasting 'Company successfully updated'. The API refuses anyone but the
 * company's CompanyOwner, and any other field (`companyChangeRefusal`).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const args = { request, context, guard: 'signed-in' as const };
  const ownCompany = (signedIn: Parameters<typeof signedInOf>[0]) => ({ id: companyOf(signedInOf(signedIn).user).id });
  if (new URL(request.url).searchParams.get('intent') === 'image') {
    return formAction({
      ...args,
      schema: imageSchema,
      call: contract.company.update,
      input: ({ image }, signedIn) => ({ params: ownCompany(signedIn), body: {}, files: { image: image as Blob } }),
    });
  }
  return formAction({
    ...args,
    schema: detailsSchema,
    call: contract.company.update,
    input: ({ name, office }, signedIn) => ({ params: ownCompany(signedIn), body: { name, office } }),
  });
}

export default function MyCompanyRoute() {
  const { company, canEdit } = useLoaderData<typeof loader>();
  const defaultValue = { name: company.name, office: company.office };
  // Saved values come back from the loader: the form starts again from them.
  return <MyCompanyForm key={JSON.stringify(defaultValue)} company={company} canEdit={canEdit} defaultValue={defaultValue} />;
}

function MyCompanyForm({
  company,
  canEdit,
  defaultValue,
}: ReturnType<typeof useLoaderData<typeof loader>> & { defaultValue: { name: string; office: string } }) {
  const lastResult = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(detailsSchema, { lastResult, defaultValue });
  const uploadImage = useFetcherAction(IMAGE_PATH);

  return (
    <MyCompanyScreen
      {...formScreenProps(form, navigation.state === 'submitting' && navigation.formAction === PATH)}
      company={company}
      canEdit={canEdit}
      fields={{ name: fieldState(fields.name), office: fieldState(fields.office) }}
      onUploadImage={async (image) => {
        await uploadImage({ image });
      }}
    />
  );
}

export const meta: MetaFunction = () =>
  pageMeta(MY_COMPANY_TEXTS.heading, "Your company's name, room number and image.");

export { RouteErrorBoundary as ErrorBoundary } from '~/components/route-error';
