import type { FastifyBaseLogger } from 'fastify';

/** One sweep of the job: its name in the log, and the work, which answers how many rows it changed. */
export interface JobTask {
  name: string;
  run: () => Promise<number>;
}

/**
 * The device job (issue 29, docs/decisions/102, 103): every `everyMs` it runs its sweeps one after the other: it
 * reminds the bookers whose check-in is near, releases the bookings whose check-in closed without one
 * (`CheckInSweeps`), and forgets the guests of meetings that ended PERSONAL_DATA_KEPT_DAYS ago. Each sweep changes each
 * row once whichever process sweeps, so that two processes (or a slow run overtaken by the next) remind, release
 * and forget exactly once. One run at a time per process; a failed run is logged, and the next one tries again.
 */
export class CheckInJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
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
    if (Object.values(changed).some((count) => count > 0)) this.log.info(changed, 'check-in job');
    return changed;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error: unknown) => this.log.error({ err: error }, 'check-in job failed'))
        .finally(() => this.schedule(this.everyMs));
    }, delayMs);
    this.timer.unref();
  }
}
