import { z } from 'zod';
import { defineCall } from '../contract/define';
import { IdParams, ItemsBody, MessageResponse } from '../common/schemas';
import { defineArea } from '../contract/area';
import { rolesOf } from '../permissions/access';
import { Feature, FeatureBody } from './schemas';
import { FEATURES_PAGE, FEATURE_MESSAGES, MANAGE_FEATURES } from './page';

/** Features (§7 "Features"): SuperAdmin and Admin manage them (§6). */
const featureCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/feature/',
    auth: 'bearer',
    summary: 'Every feature, active and inactive',
    roles: rolesOf(MANAGE_FEATURES),
    response: z.array(Feature),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/feature/',
    auth: 'bearer',
    summary: 'Create a feature (active)',
    roles: rolesOf(MANAGE_FEATURES),
    body: FeatureBody,
    status: 201,
    response: Feature,
    successMessage: FEATURE_MESSAGES.created,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/feature/{id}',
    auth: 'bearer',
    summary: "Rename a feature",
    roles: rolesOf(MANAGE_FEATURES),
    params: IdParams,
    body: FeatureBody,
    response: Feature,
    successMessage: FEATURE_MESSAGES.updated,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/feature/{id}',
    auth: 'bearer',
    summary: 'Delete a feature (it is removed from every room)',
    roles: rolesOf(MANAGE_FEATURES),
    params: IdParams,
    response: MessageResponse,
    successMessage: FEATURE_MESSAGES.deleted,
  }),
  setActive: defineCall({
    method: 'PUT',
    path: '/api/feature/set-active',
    auth: 'bearer',
    summary: 'Mark the listed features active',
    roles: rolesOf(MANAGE_FEATURES),
    body: ItemsBody,
    response: MessageResponse,
    successMessage: FEATURE_MESSAGES.manyUpdated,
  }),
  setInactive: defineCall({
    method: 'PUT',
    path: '/api/feature/set-inactive',
    auth: 'bearer',
    summary: 'Mark the listed features inactive',
    roles: rolesOf(MANAGE_FEATURES),
    body: ItemsBody,
    response: MessageResponse,
    successMessage: FEATURE_MESSAGES.manyUpdated,
  }),
  deleteMany: defineCall({
    method: 'POST',
    path: '/api/feature/delete',
    auth: 'bearer',
    summary: 'Delete the listed features',
    roles: rolesOf(MANAGE_FEATURES),
    body: ItemsBody,
    response: MessageResponse,
    successMessage: FEATURE_MESSAGES.manyDeleted,
  }),
} as const;

/** Features: Manage features (§2), a room's equipment. */
export const featureArea = defineArea({
  name: 'feature',
  calls: featureCalls,
  targets: { list: 'none', create: 'none', update: 'none', delete: 'none', setActive: 'none', setInactive: 'none', deleteMany: 'none' },
  capabilities: { manageFeatures: MANAGE_FEATURES },
  pages: [FEATURES_PAGE],
});
