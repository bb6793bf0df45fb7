// @vitest-environment jsdom
import { APPLICATION_DATE_MESSAGES } from '@bp/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { investmentApplicationSchema } from './investment-application';
import { applicationInput, mijnInput } from './investment-application/test-fixtures';

describe('the application schema in the browser', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('checks the same application with the same words, without eval (CSP)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    const functionConstructor = vi.spyOn(globalThis, 'Function');
    expect(investmentApplicationSchema.safeParse(applicationInput()).success).toBe(true);
    const expired = {
      ...applicationInput(),
      applicant: { type: 'mijn', mijn: { ...mijnInput(), geldigTot: '2026-11-24' } },
    };
    expect(investmentApplicationSchema.safeParse(expired).error?.issues).toMatchObject([
      { path: ['applicant', 'mijn', 'geldigTot'], message: APPLICATION_DATE_MESSAGES.expired },
    ]);
    expect(functionConstructor).not.toHaveBeenCalled();
  });
});
