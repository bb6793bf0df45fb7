// First: every store slice is defined before lib/store.ts creates the store from them.
import '../app/store-slices';
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { deleteDatabase } from '../lib/file-store';
import { stopHealthCheck } from '../lib/health-check';
import { setLeaveApp } from '../lib/leave-app';
import { setNavigator } from '../lib/navigation';
import { queryClient } from '../lib/query-client';
import { setRuntimeConfig } from '../lib/runtime-config';
import { clearClientSession } from '../lib/session-end';
import { setSessionEndHandler } from '../lib/session-end-handler';
import { resetAppState, restorePersistedState } from '../lib/store';
import { testRuntimeConfig } from './fixtures';

// Pages load lazily, as in the app: on a busy machine (CI, parallel suites) a lazy chunk can take
// longer than Testing Library's default second to import. Waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout observers that radix-ui's positioning code subscribes to.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
// …and the pointer-capture methods its swipe and press handling calls.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

beforeEach(async () => {
  // As main.tsx does before mounting: the store writes to localStorage only once restored.
  await restorePersistedState();
  setRuntimeConfig(testRuntimeConfig);
  // jsdom cannot load other pages; tests that care about navigation install their own navigator.
  setNavigator(() => undefined);
  // …nor other sites: tests that follow the app to a checkout install their own.
  setLeaveApp(() => undefined);
  // As main.tsx does at start-up: a 401 forgets the session.
  setSessionEndHandler(clearClientSession);
});

// The test files of a worker share one jsdom and one module graph (isolate: false in
// vitest.config.ts): each test leaves the shared state as the next one expects to find it.
afterEach(async () => {
  // A page may start loading a chunk it does not wait for (the wizard's later steps, a preloaded
  // page): let it finish here, or a slow one is still importing when the worker's jsdom goes away.
  await vi.dynamicImportSettled();
  cleanup();
  stopHealthCheck();
  queryClient.clear();
  resetAppState();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // The uploaded files (lib/file-store.ts): fake-indexeddb keeps them for the whole worker.
  await deleteDatabase();
});
