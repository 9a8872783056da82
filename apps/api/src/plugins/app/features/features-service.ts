import type { Knex } from 'knex';
import type { Feature, FeatureBody } from '@roombook/domain/features/schemas';
import { FEATURE_MESSAGES } from '@roombook/domain/features/page';
import { notFound } from '../../../errors';
import { allOrNothing } from '../all-or-nothing';
import { featuresRepository, type FeaturesRepository } from './features-repository';
import type { Deps } from '../../../deps';

/**
 * Features (§7 "Features"; SuperAdmin and Admin, checked by the route from the contract's roles). A
 * feature belongs to no company, so there is no scope beyond the role. Bulk changes are all or nothing
 * (`bulkRefusal`). A name is unique whatever its case (`featureNameRefusal`): the unique index of migration
 * 0006 decides it, also between parallel requests, and answers the same 409.
 */
export class FeaturesService {
  constructor(
    private readonly db: Knex,
    private readonly features: FeaturesRepository,
  ) {}

  list(): Promise<Feature[]> {
    return this.features.list();
  }

  create(body: FeatureBody): Promise<Feature> {
    return this.features.insert(body.name);
  }

  async rename(id: number, body: FeatureBody): Promise<Feature> {
    const feature = await this.features.rename(id, body.name);
    if (!feature) throw notFound();
    return feature;
  }

  async delete(id: number): Promise<{ message: string }> {
    if ((await this.features.delete([id])) === 0) throw notFound();
    return { message: FEATURE_MESSAGES.deleted };
  }

  async setActive(ids: readonly number[], isActive: boolean): Promise<{ message: string }> {
    await allOrNothing(this.db, ids, (wanted, trx) => this.features.lockExisting(wanted, trx), (trx) => this.features.setActive(ids, isActive, trx));
    return { message: FEATURE_MESSAGES.manyUpdated };
  }

  async deleteMany(ids: readonly number[]): Promise<{ message: string }> {
    await allOrNothing(this.db, ids, (wanted, trx) => this.features.lockExisting(wanted, trx), (trx) => this.features.delete(ids, trx));
    return { message: FEATURE_MESSAGES.manyDeleted };
  }

}

export const featuresService = (deps: Deps) => new FeaturesService(deps.knex, deps.get(featuresRepository));
