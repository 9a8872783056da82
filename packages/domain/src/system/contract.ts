import { z } from 'zod';
import { defineArea } from '../contract/area';
import { defineCall } from '../contract/define';
import { HealthResponse, LiveResponse, PageViewBody } from './schemas';

/**
 * Calls the spec does not list but the product needs: health checks and page-view tracking (§2). A probe tells
 * live (the process answers) from ready (the database answers too, else 503 with Retry-After); `/api/health`
 * is the ready check under its first name, which `npm start` and the e2e wait on (docs/decisions/080).
 */
const systemCalls = {
  health: defineCall({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    summary: 'Readiness: the process and the database answer (the same as /api/health/ready)',
    response: HealthResponse,
  }),
  live: defineCall({
    method: 'GET',
    path: '/api/health/live',
    auth: 'public',
    summary: 'Liveness: the process answers; the database is not asked',
    response: LiveResponse,
  }),
  ready: defineCall({
    method: 'GET',
    path: '/api/health/ready',
    auth: 'public',
    summary: 'Readiness: the process and the database answer (503 with Retry-After otherwise)',
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

/** The health checks and page-view tracking. */
export const systemArea = defineArea({
  name: 'system',
  calls: systemCalls,
  targets: { health: 'none', live: 'none', ready: 'none', pageView: 'none' },
});
