import { z } from 'zod';

export const HealthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pg', 'pglite', 'mock']) });

/** A page view, recorded on every route change (§2 "Page-view tracking"). */
export const PageViewBody = z.object({ path: z.string().min(1).max(2048).startsWith('/') });
export type PageViewBody = z.infer<typeof PageViewBody>;
