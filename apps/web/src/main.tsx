import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createHttpEffects } from './lib/http-effects';
import { setHttpFailureHandler } from './lib/http';
import './styles/base.css';
import './styles/header.css';
import './styles/pages.css';
import './styles/responsive.css';

// Installed before the router starts its first loaders, so no failure goes unanswered.
setHttpFailureHandler(createHttpEffects());

const container = document.getElementById('root');
if (!container) {
  throw new Error('#root is missing from index.html');
}
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
