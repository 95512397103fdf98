import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/app-router.tsx';
import { Providers } from './app/providers.tsx';
import { loadRuntimeConfig } from './app/runtime-config.ts';
import { preloadPageAt } from './app/routes.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The opened page's code loads alongside the settings, the sign-in and the viewer check, not after them.
preloadPageAt(window.location.pathname);
const config = await loadRuntimeConfig();
createRoot(root).render(
  <StrictMode>
    <Providers config={config}>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
