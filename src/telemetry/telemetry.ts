import type { Platform } from '../platform/types';
import { SDK_IDENTIFIER, SDK_VERSION } from './sdkInfo';

/** Who is logged in, for the telemetry blob (only when there is a session). */
export interface TelemetryIdentity {
  userId: string;
  sessionId: string;
}

/** The telemetry blob sent as `X-SDK-Client` and with every logged event (docs/protocol.md#what-every-call-carries). */
export interface Telemetry {
  event_id: string;
  app_session_id: string;
  persistent_id: string;
  client_sent_at: string;
  timezone: string;
  stytch_user_id?: string;
  stytch_session_id?: string;
  app: { identifier: string };
  sdk: { identifier: string; version: string };
}

/** A fresh blob: the three ids are new on every call, as the published client does. */
export function buildTelemetry(platform: Platform, identity: TelemetryIdentity | null): Telemetry {
  const telemetry: Telemetry = {
    event_id: `event-id-${platform.randomUUID()}`,
    app_session_id: `app-session-id-${platform.randomUUID()}`,
    persistent_id: `persistent-id-${platform.randomUUID()}`,
    client_sent_at: new Date(platform.clock.now()).toISOString(),
    timezone: platform.timezone(),
    app: { identifier: platform.location.hostname },
    sdk: { identifier: SDK_IDENTIFIER, version: SDK_VERSION },
  };
  if (identity) {
    telemetry.stytch_user_id = identity.userId;
    telemetry.stytch_session_id = identity.sessionId;
  }
  return telemetry;
}

/** Base64 of the UTF-8 bytes of `text` (`btoa` alone rejects non-Latin-1 characters). */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
