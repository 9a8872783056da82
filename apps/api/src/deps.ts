import type { Knex } from 'knex';
import type { AppConfig } from './config';
import type { Driver } from './db/index';

/** Makes one repository or service from the context, asking it for what it needs (`deps.get(other)`). */
type Factory<T> = (deps: Deps) => T;

/** Where a service reports what broke after its answer had started (a streamed report). */
interface ServiceLog {
  error: (details: object, message: string) => void;
}

/**
 * What the API's repositories and services are made from, and each of them once made (docs/decisions/063):
 * each class has a factory beside it (`featuresService = (deps) => new FeaturesService(…)`), made on its
 * first `deps.get(featuresService)` and the same object for every later one. Nothing lists them: an area's
 * handlers ask for their service, the service for its repositories. A factory that asks, directly or not,
 * for itself is a construction cycle, which throws with the path it took.
 */
export class Deps {
  /** The one clock of the services (tests set `config.now`). */
  readonly now: () => Date;
  private readonly made = new Map<Factory<unknown>, unknown>();
  private readonly making: Array<Factory<unknown>> = [];

  constructor(
    readonly knex: Knex,
    readonly driver: Driver,
    readonly config: AppConfig,
    readonly log: ServiceLog = { error: () => undefined },
  ) {
    this.now = () => config.now?.() ?? new Date();
  }

  /** The object `factory` makes, made on the first call. */
  get<T>(factory: Factory<T>): T {
    if (this.made.has(factory)) return this.made.get(factory) as T;
    if (this.making.includes(factory)) {
      const path = [...this.making.slice(this.making.indexOf(factory)), factory].map((made) => made.name || 'anonymous');
      throw new Error(`Construction cycle: ${path.join(' → ')}`);
    }
    this.making.push(factory);
    try {
      const value = factory(this);
      this.made.set(factory, value);
      return value;
    } finally {
      this.making.pop();
    }
  }
}
