import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchAreaFor } from './federation/areas';

// A remote area opened directly (a bookmark, a reload) starts loading its remote right away.
prefetchAreaFor(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
