import { z } from 'zod';
import { defineCall } from '../contract/define';
import { IdParams, ItemsBody, MessageResponse } from '../common/schemas';
import { rolesWith } from '../permissions/capabilities';
import { SUCCESS } from '../messages';
import { Feature, FeatureBody } from './schemas';

/** Features (§7 "Features"): SuperAdmin and Admin manage them (§6). */
export const featureCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/feature/',
    auth: 'bearer',
    summary: 'Every feature, active and inactive',
    roles: rolesWith('manageFeatures'),
    response: z.array(Feature),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/feature/',
    auth: 'bearer',
    summary: 'Create a feature (active)',
    roles: rolesWith('manageFeatures'),
    body: FeatureBody,
    status: 201,
    response: Feature,
    successMessage: SUCCESS.featureCreated,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/feature/{id}',
    auth: 'bearer',
    summary: "Rename a feature",
    roles: rolesWith('manageFeatures'),
    params: IdParams,
    body: FeatureBody,
    response: Feature,
    successMessage: SUCCESS.featureUpdated,
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/feature/{id}',
    auth: 'bearer',
    summary: 'Delete a feature (it is removed from every room)',
    roles: rolesWith('manageFeatures'),
    params: IdParams,
    response: MessageResponse,
    successMessage: SUCCESS.featureDeleted,
  }),
  setActive: defineCall({
    method: 'PUT',
    path: '/api/feature/set-active',
    auth: 'bearer',
    summary: 'Mark the listed features active',
    roles: rolesWith('manageFeatures'),
    body: ItemsBody,
    response: MessageResponse,
    successMessage: SUCCESS.featuresUpdated,
  }),
  setInactive: defineCall({
    method: 'PUT',
    path: '/api/feature/set-inactive',
    auth: 'bearer',
    summary: 'Mark the listed features inactive',
    roles: rolesWith('manageFeatures'),
    body: ItemsBody,
    response: MessageResponse,
    successMessage: SUCCESS.featuresUpdated,
  }),
  deleteMany: defineCall({
    method: 'POST',
    path: '/api/feature/delete',
    auth: 'bearer',
    summary: 'Delete the listed features',
    roles: rolesWith('manageFeatures'),
    body: ItemsBody,
    response: MessageResponse,
    successMessage: SUCCESS.featuresDeleted,
  }),
} as const;
