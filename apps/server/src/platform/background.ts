import type { FastifyBaseLogger } from 'fastify';

interface Job {
  name: string;
  log: FastifyBaseLogger;
  work: () => Promise<void>;
}

/**
 * Work a request hands off so that its answer waits on none of it: the forgot-password answer
 * leaves at once, whether the address exists or not, and the lookup and mail happen here. A few
 * jobs run at a time; the queue is bounded (the per-IP budget keeps it short in practice), and a
 * job that fails is logged.
 */
export class BackgroundWork {
  private readonly queue: Job[] = [];
  private running = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly concurrency = 2,
    private readonly maxQueued = 1000,
  ) {}

  add(name: string, log: FastifyBaseLogger, work: () => Promise<void>) {
    if (this.queue.length >= this.maxQueued) {
      log.error(`too much background work waiting; dropped: ${name}`);
      return;
    }
    this.queue.push({ name, log, work });
    this.next();
  }

  /** Resolves once nothing is queued or running (tests; shutdown). */
  idle(): Promise<void> {
    if (this.running === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private next() {
    while (this.running < this.concurrency && this.queue.length > 0) {
      const job = this.queue.shift()!;
      this.running++;
      // After the current turn, so the request's answer is on its way first.
      setImmediate(() => {
        job
          .work()
          .catch((error: unknown) => job.log.error({ err: error }, `${job.name} failed`))
          .finally(() => {
            this.running--;
            this.next();
            if (this.running === 0 && this.queue.length === 0) {
              const waiters = this.idleWaiters;
              this.idleWaiters = [];
              for (const resolve of waiters) resolve();
            }
          });
      });
    }
  }
}
