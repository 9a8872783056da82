import type { FastifyBaseLogger } from 'fastify';
import type { CheckInSweeps } from './check-in-sweeps';

/**
 * The check-in job (issue 29 §1, docs/decisions/102): every `everyMs` it reminds the bookers whose check-in is
 * near and releases the bookings whose check-in closed without one (`CheckInSweeps`). Every API process runs it;
 * each sweep changes each booking once whichever process sweeps, so that two processes (or a slow run overtaken
 * by the next) remind and release exactly once. One run at a time per process; a failed run is logged, and the
 * next one tries again.
 */
export class CheckInJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly sweeps: CheckInSweeps,
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

  /** One run: the reminders, then the releases. */
  async runOnce(): Promise<{ reminded: number; released: number }> {
    const reminded = await this.sweeps.remindCheckIns();
    const released = await this.sweeps.releaseNoShows();
    if (reminded > 0 || released > 0) this.log.info({ reminded, released }, 'check-in job');
    return { reminded, released };
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
