import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/app-router.tsx';
import { Providers } from './app/providers.tsx';
import { loadRuntimeConfig } from './app/runtime-config.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const config = await loadRuntimeConfig();
createRoot(root).render(
  <StrictMode>
    <Providers config={config}>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
