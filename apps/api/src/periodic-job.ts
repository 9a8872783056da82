import type { FastifyBaseLogger } from 'fastify';

/** One sweep of the job: its name in the log, and the work, which answers how many rows it changed. */
export interface JobTask {
  name: string;
  run: () => Promise<number>;
}

/**
 * Work the API does on its own, every `everyMs`: its tasks one after the other. The check-in job (issue 29,
 * docs/decisions/102, 103) reminds the bookers whose check-in is near, releases the bookings whose check-in closed
 * without one (`CheckInSweeps`), and forgets personal data PERSONAL_DATA_KEPT_DAYS old; the booking mailer
 * (docs/decisions/104) turns booking notices into e-mails. Each task changes each row once whichever process runs it,
 * so that two processes (or a slow run overtaken by the next) do each thing exactly once. One run at a time per
 * process; a failed run is logged, and the next one tries again.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    /** The job's name in the log. */
    private readonly name: string,
    private readonly tasks: readonly JobTask[],
    private readonly everyMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops, after the run going on (if any) ends. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One run: each task in order; answers what each changed. */
  async runOnce(): Promise<Record<string, number>> {
    const changed: Record<string, number> = {};
    for (const task of this.tasks) changed[task.name] = await task.run();
    if (Object.values(changed).some((count) => count > 0)) this.log.info(changed, this.name);
    return changed;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error: unknown) => this.log.error({ err: error }, `${this.name} failed`))
        .finally(() => this.schedule(this.everyMs));
    }, delayMs);
    this.timer.unref();
  }
}
