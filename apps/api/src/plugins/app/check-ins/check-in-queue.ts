import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

/** The job queue's name of the check-in job (docs/decisions/102). */
export const CHECK_IN_QUEUE = 'check-ins';
/** Every minute (pg-boss's cron is to the minute). */
const EVERY_MINUTE = '* * * * *';

/**
 * The check-in job on PostgreSQL, on pg-boss (docs/decisions/102): a queue of its own whose jobs run one at a time
 * (`singleton`), a job each minute from pg-boss's cron (which makes one per minute however many processes ask), and
 * one at start-up, so that a process that was down catches up at once. pg-boss keeps its tables in the schema
 * `pgboss` of the same database, and its own small pool. `run` is the job's work: the sweeps, exactly once per
 * booking whoever runs them.
 */
export class CheckInQueue {
  private boss: PgBoss | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly run: () => Promise<unknown>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const boss = new PgBoss({ connectionString: this.databaseUrl, max: 2, application_name: 'roombook-jobs' });
    boss.on('error', (error) => this.log.error({ err: error }, 'job queue'));
    await boss.start();
    await boss.createQueue(CHECK_IN_QUEUE, { name: CHECK_IN_QUEUE, policy: 'singleton', expireInSeconds: 300 });
    await boss.schedule(CHECK_IN_QUEUE, EVERY_MINUTE);
    await boss.work(CHECK_IN_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
      await this.run();
    });
    await boss.send(CHECK_IN_QUEUE, {});
    this.boss = boss;
  }

  /** Stops taking jobs and waits for the one going on. */
  async stop(): Promise<void> {
    await this.boss?.stop({ graceful: true, wait: true });
  }
}
