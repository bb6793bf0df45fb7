import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { BackgroundTasks } from './background-tasks';

function recordingLog() {
  const errors: unknown[][] = [];
  const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
  return { log, errors };
}

describe('BackgroundTasks', () => {
  it('runs work without blocking the caller and lets idle() wait for all of it', async () => {
    const { log } = recordingLog();
    const tasks = new BackgroundTasks(log);
    const done: string[] = [];
    tasks.run('eerste', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push('eerste');
      // Work started by work is waited for too.
      tasks.run('tweede', async () => done.push('tweede'));
    });
    expect(done).toEqual([]);
    await tasks.idle();
    expect(done).toEqual(['eerste', 'tweede']);
  });

  it('logs a failure instead of letting it escape', async () => {
    const { log, errors } = recordingLog();
    const tasks = new BackgroundTasks(log);
    tasks.run('mail', async () => {
      throw new Error('SMTP onbereikbaar');
    });
    await tasks.idle();
    expect(errors).toHaveLength(1);
    expect(errors[0]?.[0]).toMatchObject({ task: 'mail' });
  });
});
