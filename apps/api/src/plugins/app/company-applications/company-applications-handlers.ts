import type { contract } from '@roombook/domain/contract/index';
import type { AppConfig } from '../../../config';
import type { AreaHandlers } from '../../../routes/contract-route';
import type { Services } from '../../../services';

/**
 * Company applications: the public application form, rate-limited per client (PUBLIC_RATE_LIMIT_MAX); the
 * pending list and the decisions (accepting is creating the company, docs/decisions/032).
 */
export const companyApplicationHandlers = ({ companyApplications }: Services, config: AppConfig) =>
  ({
    create: {
      handler: ({ body }) => companyApplications.submit(body),
      rateLimit: { max: config.publicRateLimitMax, timeWindow: '1 minute' },
    },
    list: { handler: () => companyApplications.listPending() },
    accept: { handler: ({ params }) => companyApplications.accept(params.id) },
    reject: { handler: ({ params }) => companyApplications.reject(params.id) },
  }) satisfies AreaHandlers<typeof contract.companyApplication>;
