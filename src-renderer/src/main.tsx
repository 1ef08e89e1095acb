import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/app.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App } from './app/App';
import { loadAppIcons } from './app/icons';

// Focus rings appear for keyboard users and stay hidden for mouse clicks (Blueprint's way of
// keeping focus visible without outlining every clicked button).
FocusStyleManager.onlyShowFocusOnTabs();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// Icons are registered first so the first paint has them (they come from this bundle, no fetch).
void loadAppIcons().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
});
