import { fileURLToPath } from 'node:url';

// In the idp-elements repository `idp-elements` is linked from the checkout two folders up, so Next's root is
// there (Turbopack reads no file outside its root). In your own project leave `turbopack` and
// `outputFileTracingRoot` out.
const root = fileURLToPath(new URL('../..', import.meta.url));

/** @type {import('next').NextConfig} */
export default {
  turbopack: { root },
  outputFileTracingRoot: root,
  // The provider's Node SDK runs as Node loads it, not bundled.
  serverExternalPackages: ['stytch'],
};
