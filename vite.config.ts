import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { startupChunk } from './scripts/vite-startup-chunk';

/** Where `npm run dev` forwards the API, the identity provider and the runtime config. */
const server = process.env.API_ORIGIN ?? 'http://localhost:8080';

const startup = startupChunk();

export default defineConfig({
  plugins: [react(), tailwindcss(), startup.plugin],
  resolve: {
    alias: {
      // cmdk imports Radix Dialog for Command.Dialog only, which the palette does not use.
      '@radix-ui/react-dialog': fileURLToPath(new URL('src/palette/radix-dialog-unused.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': server,
      '/idp': server,
      '/config.json': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Areas are split by their lazy route components; this keeps the framework code that every
        // screen shares in one long-cached chunk apart from the (often changing) shell.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              // The virtualiser is left out: only list screens need it, so it loads with them.
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](?!react-virtual|virtual-core)[\w-]+)[\\/]/,
            },
            // Every other module the entry imports statically: the shell and palette in one chunk.
            startup.group,
          ],
        },
      },
    },
  },
});
