/**
 * How the client introduces itself in the telemetry blob (docs/protocol.md#what-every-call-carries `X-SDK-Client`). The provider's API keys
 * behaviour on these values, so they are the published client's, kept in this one place.
 */
export const SDK_IDENTIFIER = 'Stytch.js Javascript SDK';
export const SDK_VERSION = '5.35.1';
