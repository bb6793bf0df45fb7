import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lijfrenteRuntimeConfig, testRuntimeConfig } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { loadRuntimeConfig } from './load-runtime-config';
import { RuntimeConfigError, setRuntimeConfig, useRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  it('loads and validates GET /config.json', async () => {
    const api = mockApi({ 'GET /config.json': { body: lijfrenteRuntimeConfig } });
    await expect(loadRuntimeConfig()).resolves.toEqual(lijfrenteRuntimeConfig);
    expect(api.requests.map((request) => request.path)).toEqual(['/config.json']);
  });

  it('refuses a config that does not match the schema', async () => {
    mockApi({ 'GET /config.json': { unparsed: { ...testRuntimeConfig, label: 'verzekeringen' } } });
    await expect(loadRuntimeConfig()).rejects.toBeInstanceOf(RuntimeConfigError);
  });

  it('reports an unreachable server as a Dutch start-up error', async () => {
    mockApi({ 'GET /config.json': 'network-error' });
    await expect(loadRuntimeConfig()).rejects.toThrow(/kon niet worden geladen/);
  });

  it('gives components the current config and follows changes', () => {
    const { result } = renderHook(() => useRuntimeConfig());
    expect(result.current.label).toBe('vastgoed');
    act(() => setRuntimeConfig(lijfrenteRuntimeConfig));
    expect(result.current.productName).toBe('Beleggersportaal Lijfrente');
  });
});
