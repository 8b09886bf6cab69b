import type { ReactElement, ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { setupStore, type PreloadedState } from '@/app/model';
import { createRoutes } from '@/app/router';
import { langFromPath } from '@/shared/i18n';
import { Toasts, theme } from '@/shared/ui';
import { createTestI18n } from './i18n';

// The shop's theme without the ripple a press draws: its fading out is a React update on a timer, which
// lands outside act() (a warning) when it outlives the step of the test that pressed.
const testTheme = createTheme(theme, { components: { MuiButtonBase: { defaultProps: { disableRipple: true } } } });

type Options = { preloadedState?: PreloadedState; path?: string; route?: string };

async function harness(preloadedState: PreloadedState | undefined, path: string) {
  const { store, persistor } = setupStore(preloadedState);
  const i18n = await createTestI18n(langFromPath(path) ?? 'ka');
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={testTheme}>
        {children}
        <Toasts />
      </ThemeProvider>
    </I18nextProvider>
  );
  return { store, persistor, i18n, wrap };
}

/**
 * Renders inside an awaited act(): what the first render suspends on (a lazy part's code, the translations)
 * arrives inside it, as React asks, instead of as an update no test awaited (React's act() warning).
 */
async function renderSettled(ui: ReactElement): Promise<RenderResult> {
  let view!: RenderResult;
  await act(async () => {
    view = render(ui);
  });
  return view;
}

/**
 * Renders one piece of UI with a fresh store, the real translations and the theme, at `path`
 * (matched against `route`, so the piece can read its params).
 */
export async function renderWithProviders(
  ui: ReactElement,
  { preloadedState, path = '/ka', route = '/:locale/*' }: Options = {},
) {
  const { store, persistor, i18n, wrap } = await harness(preloadedState, path);
  const view = await renderSettled(
    <Provider store={store}>
      {wrap(
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
          </Routes>
        </MemoryRouter>,
      )}
    </Provider>,
  );
  return { store, persistor, i18n, ...view };
}

/** Renders the whole app's routes at `path`, as the browser would. */
export async function renderApp(path: string, { preloadedState }: Pick<Options, 'preloadedState'> = {}) {
  const { store, persistor, i18n, wrap } = await harness(preloadedState, path);
  const routes = createRoutes({
    dispatch: store.dispatch,
    loadNamespaces: (namespaces) => i18n.loadNamespaces([...namespaces]),
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = await renderSettled(<Provider store={store}>{wrap(<RouterProvider router={router} />)}</Provider>);
  return { store, persistor, i18n, router, ...view };
}
