import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page component loaded on first use from its feature's index, so every feature is its own
 * chunk and the first page downloads only what it shows.
 */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}
