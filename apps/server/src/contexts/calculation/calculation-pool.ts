import { Piscina } from 'piscina';
import type { CalculationOutcome } from '@bp/domain';
import { tooManyRequests } from '../../http/problem';
import type { CalculationJob, EngineResult } from './engine';
import { CALCULATION_MESSAGES } from './messages';
import { calculationWorkerFile } from './worker-file';

/**
 * Where calculations run: never on the event loop, whose every other request would wait for a
 * projection (20–50 ms, more on a busy machine).
 */
export interface CalculationRunner {
  /** The engine's outcome; a 429 HttpProblem at once when too many calculations are waiting. */
  run(job: CalculationJob): Promise<CalculationOutcome<EngineResult>>;
  /** Starts the workers ahead of the first calculation (when the server starts listening). */
  start(): void;
  /** Waits for running calculations and stops the workers. */
  close(): Promise<void>;
}

/** What actually runs a job: worker threads, or something a test controls. */
export interface CalculationExecutor {
  execute(job: CalculationJob): Promise<CalculationOutcome<EngineResult>>;
  start(): void;
  close(): Promise<void>;
}

export interface CalculationLimits {
  /** Calculations that run at once: the number of worker threads. */
  workers: number;
  /** Calculations that may wait for a worker; one more is refused. */
  queue: number;
}

/** A full queue empties in well under a second (see DEFAULT_CALCULATION_QUEUE). */
export const CALCULATIONS_BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * Admits at most `workers + queue` calculations at a time and refuses the next one at once
 * with 429 and Retry-After, in the app's one error shape, rather than let a burst build a queue
 * that answers nobody in time.
 */
export class BoundedCalculations implements CalculationRunner {
  private running = 0;

  constructor(
    private readonly limits: CalculationLimits,
    private readonly executor: CalculationExecutor,
  ) {}

  /** Calculations admitted and not yet answered (running or waiting). */
  get inFlight(): number {
    return this.running;
  }

  async run(job: CalculationJob): Promise<CalculationOutcome<EngineResult>> {
    if (this.running >= this.limits.workers + this.limits.queue) {
      throw tooManyRequests(
        CALCULATION_MESSAGES.calculationsBusy,
        CALCULATIONS_BUSY_RETRY_AFTER_SECONDS,
      );
    }
    this.running += 1;
    try {
      return await this.executor.execute(job);
    } finally {
      this.running -= 1;
    }
  }

  start(): void {
    this.executor.start();
  }

  close(): Promise<void> {
    return this.executor.close();
  }
}

/** Worker threads (piscina), created when first needed or when start() is called. */
export class WorkerThreads implements CalculationExecutor {
  private pool: Piscina<CalculationJob, CalculationOutcome<EngineResult>> | null = null;
  private closed = false;

  constructor(
    private readonly workers: number,
    private readonly filename: string = calculationWorkerFile(),
  ) {}

  execute(job: CalculationJob): Promise<CalculationOutcome<EngineResult>> {
    return this.threads().run(job);
  }

  start(): void {
    if (!this.closed) this.threads();
  }

  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    await pool?.close();
  }

  private threads(): Piscina<CalculationJob, CalculationOutcome<EngineResult>> {
    if (this.closed) throw new Error('The calculation pool is closed');
    // Exactly `workers` threads, started together and kept: no thread is started per request.
    this.pool ??= new Piscina({
      filename: this.filename,
      minThreads: this.workers,
      maxThreads: this.workers,
      idleTimeout: Number.POSITIVE_INFINITY,
    });
    return this.pool;
  }
}

/** The pool the server uses: `workers` threads and a bounded queue. */
export function createCalculationPool(limits: CalculationLimits): BoundedCalculations {
  return new BoundedCalculations(limits, new WorkerThreads(limits.workers));
}
