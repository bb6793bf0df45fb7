import { describe, expect, it } from 'vitest';
import { z } from './zod-nl';

describe('zod on the server', () => {
  it('compiles its object parsers (no CSP there) and words problems in Dutch', () => {
    expect(z.config().jitless).toBeFalsy();
    const result = z.object({ bedrag: z.string() }).safeParse({ bedrag: 12 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Ongeldige invoer/);
  });
});
