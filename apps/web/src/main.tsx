import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Placeholder until the application shell lands (issue "apps/web: the application shell").
function Placeholder() {
  return (
    <main>
      <h1>Casino</h1>
      <p>The application shell is being built. The sandbox backend answers at /api through this server's proxy.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);
