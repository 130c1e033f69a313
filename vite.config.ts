import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.GATEHOUSE_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1200 },
  server: {
    proxy: { '/prod-api': { target: apiTarget, ws: true } },
  },
});
