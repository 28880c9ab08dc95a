// The floor page the bench measures beside the app: the same stack (react, react-dom, react-router, mobx with
// mobx-react-lite, inversify with reflect-metadata, lingui) rendering the same static home markup, with no features.
// The gap between the app's Lighthouse figures and this page's is what the app's own code costs; machine noise
// moves both alike. index.html imports this module after the first frame (why: the comment there).
import 'reflect-metadata/lite';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Container } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';

class Greeting {
  title = 'Casino and sports betting';
  constructor() {
    makeAutoObservable(this);
  }
}

const container = new Container();
// a plain factory: the floor build has no decorator transform, and the container is what is being weighed
container.bind(Greeting).toDynamicValue(() => new Greeting()).inSingletonScope();
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const Home = observer(function Home() {
  const greeting = container.get(Greeting);
  const cards = [
    ['Games hall', 'Open the games hall', '/gamehall'],
    ['Tournaments', 'See tournaments', '/tournaments'],
    ['Promotions', 'See promotions', '/promotions'],
  ] as const;
  return (
    <>
      <header className="header">Casino</header>
      <main id="main">
        <h1>{greeting.title}</h1>
        <p>Slots, live casino, tournaments and bonuses in one place.</p>
        <div className="grid">
          {cards.map(([title, link, to]) => (
            <section className="card" key={to}>
              <h2>{title}</h2>
              <Link to={to}>{link}</Link>
            </section>
          ))}
        </div>
      </main>
    </>
  );
});

/** Called by index.html once the first frame is painted (an export, not a side effect of importing the module). */
export function start(): void {
  const router = createBrowserRouter([{ path: '*', Component: Home }]);
  createRoot(document.getElementById('root')!).render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}
