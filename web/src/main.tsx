// Boot: one store, one worker (which owns the WebAssembly core), one controller.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { mainThreadWork } from './controller/perf';
import { LabContext } from './ui/lab-context';
import { startShortcuts } from './app/shortcuts';
import { startUrlSync } from './app/url-sync';
import { registerServiceWorker } from './offline/register';
import { startPresenter } from './presenter/presenter-boot';
import { createLabController } from './controller/lab-controller';
import { startSimWorker } from './controller/sim-worker';
import { createLabStore } from './store/lab-store';
import { animStats } from './viz/pipeline/anim-stats';
import './styles.css';
import { langStore } from './lang/lang-store';

const store = createLabStore();
const worker = startSimWorker();
const controller = createLabController(store, worker);
startUrlSync(store, controller);
startShortcuts(controller);
startPresenter({ store, controller });
registerServiceWorker();

// Read-only hooks for benchmarks and end-to-end tests.
(window as unknown as { __commitlab: unknown }).__commitlab = { store, mainThreadWork, anim: animStats };

// A Chinese reader's first paint waits for the Chinese text (lang/zh-loader.ts).
void langStore.getState().whenLangShown().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LabContext.Provider value={{ store, controller }}>
        <App />
      </LabContext.Provider>
    </StrictMode>,
  ),
);
