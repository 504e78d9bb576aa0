import { readPublicConfig } from '../../src/config/publicConfig';

/** Filled by the demo build (scripts/build-demo.mjs) from IDP_PUBLIC_TOKEN, IDP_API_URL and IDP_APP_URL. */
export const publicConfig = readPublicConfig({
  IDP_PUBLIC_TOKEN: process.env.IDP_PUBLIC_TOKEN,
  IDP_API_URL: process.env.IDP_API_URL,
  IDP_APP_URL: process.env.IDP_APP_URL,
});

/** Where the emailed magic link lands: the demo's redirect page. */
export const redirectUrl = new URL('/authenticate.html', publicConfig.appUrl).href;

/** The demo backend (demo/server/backend.ts) that checks the session with the provider's Node SDK, if it runs. */
export const demoServerUrl: string | undefined = process.env.IDP_DEMO_SERVER_URL;
