import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyColorScheme, initialColorScheme } from './lib/color-scheme';
import './app/styles.css';

// Before the first paint, so a dark-mode user never sees a light flash while the brand loads.
applyColorScheme(initialColorScheme());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
