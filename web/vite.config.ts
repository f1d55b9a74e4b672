// Builds the client into web/dist (served by the gateway); in development proxies the API to it.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // Each script, style and SVG also as .br and .gz at build time; the gateway serves the one the browser accepts.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|svg|json)$/,
      threshold: 0,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    manifest: true,
    // The app, and the analysts' GraphQL explorer (served by the gateway at /explorer to signed-in members).
    rollupOptions: { input: { main: 'index.html', explorer: 'explorer.html' } },
  },
  server: {
    proxy: {
      '/graphql': 'http://localhost:4000',
      '/healthz': 'http://localhost:4000',
      '/api': 'http://localhost:4000',
    },
  },
});
