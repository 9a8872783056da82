import { contract } from '@roombook/domain/contract/index';
import { COMPANY_MESSAGES } from '@roombook/domain/companies/page';
import { contractHandler } from '../lib/contract-handler';
import { storeMockImage } from '../lib/images';
import type { MockStore } from '../data/store';

/** Company calls (Manage Companies, My Company, the user form and the report filters), with the API's rules (`MockCompanies`). */
const companyHandlers = (store: MockStore) => {
  const companies = store.companyAdmin;
  return [
    contractHandler(store, contract.company.list, () => companies.sorted()),
    contractHandler(store, contract.company.create, ({ body }) => companies.create(body)),
    contractHandler(store, contract.company.deleteMany, ({ body }) => {
      companies.delete(body.items);
      return { message: COMPANY_MESSAGES.manyDeleted };
    }),
    contractHandler(store, contract.company.update, async ({ params, body, actor, files }) => companies.update(actor, params.id, body, await storeMockImage(files))),
    contractHandler(store, contract.company.delete, ({ params }) => {
      companies.delete([params.id]);
      return { message: COMPANY_MESSAGES.deleted };
    }),
  ];
};

export default companyHandlers;
