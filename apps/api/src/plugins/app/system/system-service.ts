import type { Driver } from '../../../db/index';
import { HttpError } from '../../../errors';
import { systemRepository, type SystemRepository } from './system-repository';
import { SERVER_MESSAGES } from '@roombook/domain/messages';
import type { Deps } from '../../../deps';

export class SystemService {
  constructor(private readonly system: SystemRepository, private readonly driver: Driver) {}

  /** Ready: the process answers and the database does too (503 otherwise). */
  async health(): Promise<{ status: 'ok'; database: Driver }> {
    try {
      await this.system.ping();
    } catch (error) {
      throw new HttpError(503, SERVER_MESSAGES.databaseUnavailable, { cause: error });
    }
    return { status: 'ok', database: this.driver };
  }

  recordPageView(userId: number, path: string): Promise<void> {
    return this.system.insertPageView({ userId, path });
  }
}

export const systemService = (deps: Deps) => new SystemService(deps.get(systemRepository), deps.driver);
