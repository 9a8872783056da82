import { z } from 'zod';
import { defineArea } from '../contract/area';
import { defineCall } from '../contract/define';
import { HealthResponse, PageViewBody } from './schemas';

/** Calls the spec does not list but the product needs: a health check and page-view tracking (§2). */
const systemCalls = {
  health: defineCall({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    summary: 'Liveness and database check',
    response: HealthResponse,
  }),
  pageView: defineCall({
    method: 'POST',
    path: '/api/page-view',
    auth: 'bearer',
    summary: 'Record a page view of the signed-in user',
    body: PageViewBody,
    status: 204,
    response: z.null(),
  }),
} as const;

/** The health check and page-view tracking. */
export const systemArea = defineArea({
  name: 'system',
  calls: systemCalls,
  targets: { health: 'none', pageView: 'none' },
});
