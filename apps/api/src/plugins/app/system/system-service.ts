import type { Driver } from '../../../db/index';
import { HttpError } from '../../../errors';
import { systemRepository, type SystemRepository } from './system-repository';
import { SERVER_MESSAGES } from '@roombook/domain/messages';
import type { Deps } from '../../../deps';

export class SystemService {
  constructor(
    private readonly system: SystemRepository,
    private readonly driver: Driver,
    private readonly draining: () => boolean = () => false,
  ) {}

  /**
   * Ready (`/api/health`, `/api/health/ready`): the process answers, is not shutting down, and the database
   * answers too (503 otherwise). A stopping process answers 503 while it drains (docs/decisions/083), so that the
   * proxy in front sends it nothing new.
   */
  async health(): Promise<{ status: 'ok'; database: Driver }> {
    if (this.draining()) throw new HttpError(503, SERVER_MESSAGES.shuttingDown);
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

export const systemService = (deps: Deps) => new SystemService(deps.get(systemRepository), deps.driver, deps.config.draining);
