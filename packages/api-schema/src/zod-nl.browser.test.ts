// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from './zod-nl';

describe('zod in the browser', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('never probes for eval, which the CSP forbids, and still parses', () => {
    expect(z.config().jitless).toBe(true);
    const functionConstructor = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ bedrag: z.string(), jaren: z.number().int() });
    expect(schema.parse({ bedrag: '1000.00', jaren: 10 })).toEqual({
      bedrag: '1000.00',
      jaren: 10,
    });
    expect(schema.safeParse({ bedrag: 1 }).success).toBe(false);
    expect(functionConstructor).not.toHaveBeenCalled();
  });
});
