import { defineHandlers } from '../../../areas';
import { companyApplicationsService } from './company-applications-service';

/**
 * Company applications: the public application form, rate-limited per client (PUBLIC_RATE_LIMIT_MAX); the
 * pending list and the decisions (accepting is creating the company, docs/decisions/032).
 */
export default defineHandlers('companyApplication', (deps) => {
  const companyApplications = deps.get(companyApplicationsService);
  const { config } = deps;
  return {
    create: {
      handler: ({ body }) => companyApplications.submit(body),
      rateLimit: { max: config.publicRateLimitMax, timeWindow: '1 minute' },
    },
    list: { handler: () => companyApplications.listPending() },
    accept: { handler: ({ params }) => companyApplications.accept(params.id) },
    reject: { handler: ({ params }) => companyApplications.reject(params.id) },
  };
});
