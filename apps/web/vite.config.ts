import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstFrame } from './build/first-frame';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';
import { ROUTE_MODULES } from './src/app/route-modules';

// In development the Fastify server (port 3000) answers the API, the runtime config, the health
// endpoints and /favicon.ico (the brand's icon); Vite serves the app with hot reload and forwards
// those paths.
// changeOrigin stays false: the server's origin check compares Origin with the Host it sees.
const toServer = { target: 'http://localhost:3000', changeOrigin: false };

export default defineConfig({
  // precompress: .br and .gz beside every built text file, which the server sends as they are.
  // routePreloads: the chunks each page needs, for the server's preload hints.
  // firstFrame: what the server shows inside #root before the scripts have run.
  plugins: [react(), routePreloads(ROUTE_MODULES), firstFrame(), precompress()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': toServer,
      '/config.json': toServer,
      '/healthz': toServer,
      '/readyz': toServer,
      '/favicon.ico': toServer,
      // The sandbox payment provider's hosted checkout (PUBLIC_URL is this dev server).
      '/sandbox': toServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Everything the first render needs in one chunk: without this it comes as ten small
        // chunks, one request and round trip each before the page can start.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
