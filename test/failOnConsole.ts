import failOnConsole from 'jest-fail-on-console';

// A test speaks only when something is wrong: a console.error (React's act() and prop warnings are
// console.errors too) fails the test that logged it, so a real error is not lost among expected ones.
// A test that provokes an error on purpose spies on console.error and asserts on it.

/**
 * The one warning that is not ours to fix: react-admin 5's text fields still hand MUI the props of
 * MUI 6 (InputProps, inputProps, inputRef), which MUI 9's TextField passes on to its DOM element. Only
 * the back office's tests, and only these three props: the storefront's own props stay checked.
 */
const reactAdminOnMui9 = /^React does not recognize the `(InputProps|inputProps|inputRef)` prop on a DOM element/;

failOnConsole({
  shouldFailOnError: true,
  shouldFailOnWarn: false,
  silenceMessage: (message, method) =>
    method === 'error' && reactAdminOnMui9.test(message) && (expect.getState().testPath ?? '').includes('/admin/'),
});
