import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: '@bp/web',
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A page test types and clicks through whole steps; beside a server test file on the other
    // core it can pass Vitest's default 5 s. Waiting longer changes no assertion.
    testTimeout: 15_000,
    // One jsdom and one module graph per worker, not per file: a fresh jsdom and the re-import of
    // React, the router and the app for each of the ~140 files were most of this project's time.
    // src/test/setup.ts resets the shared state after every test.
    isolate: false,
  },
});
