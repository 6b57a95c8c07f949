import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { DEFAULT_DEV_JWT_SECRET } from './src/domain/auth/dev-jwt'
import { dependencyLicenses } from './scripts/dependency-licenses'

// The in-browser mock signs tokens with the same development secret the mock API server verifies with.
const jwtSecret = process.env.MOCK_JWT_SECRET ?? DEFAULT_DEV_JWT_SECRET

export default defineConfig({
  plugins: [react()],
  define: {
    __MOCK_JWT_SECRET__: JSON.stringify(jwtSecret),
    __DEPENDENCY_LICENSES__: JSON.stringify(dependencyLicenses()),
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false, manifest: true, chunkSizeWarningLimit: 600 },
})
