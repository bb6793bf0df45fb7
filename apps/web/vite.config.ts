import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the Fastify server (port 3000) answers the API, the runtime config and the
// health endpoints; Vite serves the app with hot reload and forwards those paths.
const serverOrigin = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': serverOrigin,
      '/config.json': serverOrigin,
      '/healthz': serverOrigin,
      '/readyz': serverOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
});
