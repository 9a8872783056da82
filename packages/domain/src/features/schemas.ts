import { z } from 'zod';
import { NAME_MAX } from '../constants';
import { VALIDATION } from '../messages';
import { requiredText } from '../common/fields';

/** The feature form and the body of `POST /api/feature/` and `PUT /api/feature/{id}` (§5: name required). */
export const FeatureBody = z.object({ name: requiredText(VALIDATION.required, { max: NAME_MAX }) });
export type FeatureBody = z.infer<typeof FeatureBody>;

/** A room feature (§3). */
export const Feature = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
});
export type Feature = z.infer<typeof Feature>;
