import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

/** The job queue's name of the check-in job (docs/decisions/102). */
export const CHECK_IN_QUEUE = 'check-ins';
/** Every minute (pg-boss's cron is to the minute). */
const EVERY_MINUTE = '* * * * *';

/** PostgreSQL's answers that another transaction was in the way: a deadlock, a serialization failure, a unique violation. */
const IN_THE_WAY = new Set(['40P01', '40001', '23505']);
const ATTEMPTS = 5;

/** `write`, tried again (after a short, growing pause) while another transaction was in the way. */
async function again(write: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await write();
      return;
    } catch (error) {
      if (attempt >= ATTEMPTS || !IN_THE_WAY.has((error as { code?: string }).code ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 50 + Math.random() * 50));
    }
  }
}

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
    // Processes that start together create the same queue and schedule at once, and PostgreSQL may answer one of
    // them with a deadlock or a unique violation (two inserts of one row): each is tried again.
    await again(() => boss.createQueue(CHECK_IN_QUEUE, { name: CHECK_IN_QUEUE, policy: 'singleton', expireInSeconds: 300 }));
    await again(() => boss.schedule(CHECK_IN_QUEUE, EVERY_MINUTE));
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
