// First: every store slice is defined before lib/store.ts creates the store from them.
import './app/store-slices';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter, preloadCurrentPage } from './app/router';
import { StartupError } from './app/StartupError';
import { applyBrand } from './lib/brand';
import { announceBuildVersion } from './lib/build-info';
import { initErrorReporting } from './lib/error-reporting';
import { announceEnvironmentReady, initFavicons } from './lib/favicons';
import { loadRuntimeConfig } from './lib/load-runtime-config';
import { peekRuntimeConfig } from './lib/runtime-config';
import { verifySessionAtStart } from './lib/session';
import { clearClientSession } from './lib/session-end';
import { setSessionEndHandler } from './lib/session-end-handler';
import { restorePersistedState } from './lib/store';
import './styles/index.css';

/**
 * Start-up (spec section 4): restore the persisted state and load the runtime config, then
 * mount; the favicons follow the environment label as soon as it is known. The current page's
 * chunk loads meanwhile, and the first render waits for it: the page appears at once, not a
 * loading indicator that the page then pushes aside. Until then the server's first frame shows
 * (app/layout/FirstFrame.tsx), so the first render need not hurry: as a transition it yields to
 * the browser every few milliseconds instead of holding the main thread for the whole page.
 */
async function start(container: HTMLElement): Promise<void> {
  const pageLoaded = preloadCurrentPage();
  // Registered, not imported by the HTTP client: see lib/session-end-handler.ts.
  setSessionEndHandler(clearClientSession);
  initFavicons(() => peekRuntimeConfig()?.label);
  const root = createRoot(container);

  try {
    const [config] = await Promise.all([loadRuntimeConfig(), restorePersistedState()]);
    announceBuildVersion(config.buildVersion);
    applyBrand(config);
    announceEnvironmentReady(config.label);
    initErrorReporting(config).catch((error: unknown) => {
      console.warn('Foutrapportage kon niet worden gestart.', error);
    });
  } catch (error) {
    console.error(error);
    root.render(<StartupError onRetry={() => window.location.reload()} />);
    return;
  }

  await pageLoaded;
  const router = createAppRouter();
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
  await verifySessionAtStart();
}

const container = document.getElementById('root');
if (container) void start(container);
