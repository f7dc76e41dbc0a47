import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';

/**
 * The browser gets Preact's React-compatible runtime instead of React DOM (about 10 KB gzip instead
 * of 60): the server still renders with React, the browser hydrates that HTML with preact/compat.
 * Only the client build is aliased (docs/performance-history.md, "Page weight").
 */
const PREACT_FOR: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

function preactInTheBrowser(): Plugin {
  return {
    name: 'preact-in-the-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      const target = PREACT_FOR[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

// BUILD_DIR lets parallel test runs build into their own folder (default dist/).
export default defineConfig(({ command }) => ({
  plugins: [react(), vike(), ...(command === 'build' ? [preactInTheBrowser()] : [])],
  build: { outDir: process.env.BUILD_DIR || 'dist' },
  optimizeDeps: {
    include: ['vike-react/ClientOnly', 'ckeditor5', '@ckeditor/ckeditor5-react', '@apollo/client', 'react-final-form', 'final-form', 'yup'],
  },
  css: { preprocessorOptions: { scss: { quietDeps: true } } },
}));
