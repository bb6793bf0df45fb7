import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the Fastify server (port 3000) answers the API, the runtime config, the health
// endpoints and /favicon.ico (the brand's icon); Vite serves the app with hot reload and forwards
// those paths.
// changeOrigin stays false: the server's origin check compares Origin with the Host it sees.
const toServer = { target: 'http://localhost:3000', changeOrigin: false };

export default defineConfig({
  plugins: [react()],
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
  },
});
