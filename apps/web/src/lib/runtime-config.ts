import { useSyncExternalStore } from 'react';
import type { RuntimeConfig } from '@bp/api-schema';

export type { RuntimeConfig };

/**
 * The server's runtime config (GET /config.json). main.tsx loads it before the app mounts, so
 * inside the app it is always present; code outside React (the HTTP client) reads it too.
 */
let current: RuntimeConfig | null = null;
const listeners = new Set<() => void>();

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
  for (const listener of listeners) listener();
}

/** The config, or null before it is loaded (only start-up code should need this). */
export function peekRuntimeConfig(): RuntimeConfig | null {
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new RuntimeConfigError('The runtime config is used before it was loaded.');
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRuntimeConfig(): RuntimeConfig {
  return useSyncExternalStore(subscribe, getRuntimeConfig, getRuntimeConfig);
}
