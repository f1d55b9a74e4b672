// Builds the client into web/dist (served by the gateway); in development proxies the API to it.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 900, manifest: true,
    // The app, and the analysts' GraphQL explorer (served by the gateway at /explorer to signed-in members).
    rollupOptions: { input: { main: 'index.html', explorer: 'explorer.html' } },
  },
  server: { proxy: { '/graphql': 'http://localhost:4000', '/healthz': 'http://localhost:4000', '/api': 'http://localhost:4000' } },
});
