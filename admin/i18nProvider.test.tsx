import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './App';
import { i18nProvider } from './i18nProvider';
import { session } from './session';
import { answerAdmin, dashboardFigures as figures, testOwner as owner } from './testApi';

// The operator's language outlives the page: chosen on the sign-in page, it stays through the sign-in
// (react-admin empties its own store around it) and through a reload (a new i18nProvider reading the choice).

/** the i18nProvider of a fresh page load: its module evaluated anew */
function reloadedProvider() {
  let fresh: typeof i18nProvider | undefined;
  jest.isolateModules(() => {
    ({ i18nProvider: fresh } = jest.requireActual<typeof import('./i18nProvider')>('./i18nProvider'));
  });
  return fresh!;
}

let reloaded: (() => void) | undefined;

/**
 * the whole back office after a reload: its modules evaluated anew, React and its renderer with them (one
 * React per tree; testing-library registers hooks, so it is not loaded again); storage and the API are the test's
 */
async function reloadPage() {
  await jest.isolateModulesAsync(async () => {
    const [{ act }, { createRoot }, fresh] = await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('./App'),
    ]);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(<fresh.App />));
    reloaded = () => {
      act(() => root.unmount());
      container.remove();
    };
  });
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.pushState({}, '', '/admin');
});
afterEach(async () => {
  reloaded?.();
  reloaded = undefined;
  session.end();
  await i18nProvider.changeLocale('ka');
  window.localStorage.clear();
});

it('keeps the English an operator chose on the sign-in page through the sign-in, a sign-out and a reload', async () => {
  const user = userEvent.setup();
  answerAdmin('post', '/session', { step: 'done', token: 't-owner', operator: owner });
  answerAdmin('get', '/me', owner);
  answerAdmin('get', '/dashboard', figures);
  answerAdmin('post', '/logout', {});
  const page = render(<App />);
  // react-admin signs a visitor without a session out before its sign-in page settles (in jsdom the page
  // is drawn anew at the first click there): the language menu is opened until it is open
  await waitFor(() => expect(window.location.pathname).toBe('/admin/login'));
  await waitFor(() => {
    fireEvent.click(screen.getByRole('button', { name: 'ქართული' }));
    expect(screen.getByRole('menuitem', { name: 'English' })).toBeInTheDocument();
  });
  await user.click(screen.getByRole('menuitem', { name: 'English' }));
  await user.type(await screen.findByLabelText(/Email/), 'owner@astroshop.ge');
  await user.type(screen.getByLabelText(/Password/), 'a long password');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Revenue today')).toBeInTheDocument();
  // signing out empties react-admin's store, its record of the locale with it
  await user.click(screen.getByRole('button', { name: 'Profile' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
  expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  page.unmount();

  await reloadPage();
  expect(await screen.findByRole('button', { name: 'Continue' }, { timeout: 10000 })).toBeInTheDocument();
}, 40000);

it('starts a page load in the language chosen last, Georgian when none was', async () => {
  expect(reloadedProvider().getLocale()).toBe('ka');
  await i18nProvider.changeLocale('en');
  expect(reloadedProvider().getLocale()).toBe('en');
  await i18nProvider.changeLocale('ka');
  expect(reloadedProvider().getLocale()).toBe('ka');
});
