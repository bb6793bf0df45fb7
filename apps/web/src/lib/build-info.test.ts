import { BUILD_VERSION } from '@bp/api-schema';
import { describe, expect, it, vi } from 'vitest';
import { announceBuildVersion } from './build-info';

describe('build version', () => {
  it('is 20250709.2 and written to the console once', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    announceBuildVersion(BUILD_VERSION);
    announceBuildVersion(BUILD_VERSION);
    expect(BUILD_VERSION).toBe('20250709.2');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Beleggersportaal versie 20250709.2');
  });
});
