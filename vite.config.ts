import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

// BUILD_DIR lets parallel test runs build into their own folder (default dist/).
export default defineConfig({
  plugins: [react(), vike()],
  build: { outDir: process.env.BUILD_DIR || 'dist' },
  optimizeDeps: {
    include: ['vike-react/ClientOnly', 'ckeditor5', '@ckeditor/ckeditor5-react', '@apollo/client', 'react-final-form', 'final-form', 'yup'],
  },
  css: { preprocessorOptions: { scss: { quietDeps: true } } },
});
