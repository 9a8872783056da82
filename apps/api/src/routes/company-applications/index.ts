import { contract } from '@roombook/domain/contract/index';
import type { Services } from '../../services';
import type { RegisterCall } from '../contract-route';

export const registerCompanyApplicationRoutes = (register: RegisterCall, { companyApplications }: Services): void => {
  register(contract.companyApplication.create, ({ body }) => companyApplications.submit(body));
};
