import { z } from 'zod';
import { PAGE_PATH_MAX } from '../constants';
import { cleanText, CLEAN_TEXT_PATTERN, FORM_MESSAGES } from '../common/fields';

/** Ready: the process answers, and the database it names does too. */
export const HealthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pg', 'pglite', 'mock']) });
/** Live: the process answers (the database is not asked). */
export const LiveResponse = z.object({ status: z.literal('ok') });

/** A page view, recorded on every route change (§2 "Page-view tracking"). */
export const PageViewBody = z.object({
  path: cleanText({ max: PAGE_PATH_MAX })
    .regex(/^\//, FORM_MESSAGES.notAPath)
    .meta({ pattern: `^/${CLEAN_TEXT_PATTERN.slice(1)}` }),
});
export type PageViewBody = z.infer<typeof PageViewBody>;
