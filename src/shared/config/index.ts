// Build-time settings. webpack's DefinePlugin replaces process.env.* below with the values of the build,
// in the browser's code and in the server's renderer alike (webpack.config.ts), so the page the server
// renders and the page the browser hydrates name the same addresses, whatever the server's environment;
// in jest they come from the test environment. An empty API_URL means "same origin as the storefront".
const apiUrl = (process.env.API_URL ?? '').replace(/\/+$/, '');

export const config = {
  apiUrl,
  /** the BOG installment calculator SDK, loaded on demand at checkout (our sandbox by default); the server's BOG_SDK_URL (GET /api/settings) wins */
  bogSdkUrl: process.env.BOG_SDK_URL || `${apiUrl}/sandbox/bog-sdk.js`,
} as const;

/** Links to sites outside the shop, named in the spec's header and footer. */
export const externalLinks = {
  accessories: 'https://accessories.astroshop.ge',
  videoReviews: 'https://www.youtube.com/@astroshopge',
  instructions: 'https://manuals.astroshop.ge',
} as const;
