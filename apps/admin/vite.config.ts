import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

// The back office is a desktop app of its own, served by the same server under /admin/.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { target: 'es2020', chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/admin/api': API_TARGET } },
});
