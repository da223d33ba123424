import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { port: 5173 },
});
