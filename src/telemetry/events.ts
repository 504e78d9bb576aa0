import type { Platform } from '../platform/types';
import { buildTelemetry, type Telemetry, type TelemetryIdentity } from './telemetry';

/** Events are sent at most this many per request. */
export const EVENT_BATCH_SIZE = 15;
/** Queued events are sent this long after the first one was queued. */
export const EVENT_FLUSH_INTERVAL_MS = 800;

/** Optional error fields of a logged event (Event log fields). */
export interface EventError {
  error_code?: string;
  error_description?: string;
  http_status_code?: number;
}

/** One element of the `/events` body. */
export interface LoggedEvent {
  telemetry: Telemetry;
  event: { public_token: string; event_name: string; details: Record<string, unknown> } & EventError;
}

export interface EventLoggerConfig {
  apiUrl: string;
  publicToken: string;
  platform: Platform;
  identity?: () => TelemetryIdentity | null;
}

/**
 * Batches analytics events to `POST {apiUrl}/sdk/v1/events`: plain JSON with no Authorization, no `X-SDK-*`
 * headers and no credentials. Failures and answers are ignored; logging never throws.
 */
export class EventLogger {
  private queue: LoggedEvent[] = [];
  private timer: unknown = undefined;
  private readonly url: string;
  private readonly unsubscribePageHide: (() => void) | undefined;

  constructor(private readonly config: EventLoggerConfig) {
    this.url = `${config.apiUrl.replace(/\/+$/, '')}/sdk/v1/events`;
    this.unsubscribePageHide = config.platform.onPageHide?.(() => this.flush({ keepalive: true }));
  }

  /** Number of events waiting to be sent. */
  get pending(): number {
    return this.queue.length;
  }

  /** Queues one event; sends at once when {@link EVENT_BATCH_SIZE} are queued, else within 800 ms. */
  log(eventName: string, details: Record<string, unknown> = {}, error?: EventError): void {
    try {
      const { platform, publicToken, identity } = this.config;
      const event: LoggedEvent['event'] = { public_token: publicToken, event_name: eventName, details };
      if (error?.error_code !== undefined) event.error_code = error.error_code;
      if (error?.error_description !== undefined) event.error_description = error.error_description;
      if (error?.http_status_code !== undefined) event.http_status_code = error.http_status_code;
      this.queue.push({ telemetry: buildTelemetry(platform, identity?.() ?? null), event });
    } catch {
      return;
    }
    if (this.queue.length >= EVENT_BATCH_SIZE) this.flush();
    else if (this.timer === undefined) {
      this.timer = this.config.platform.clock.setTimeout(() => {
        this.timer = undefined;
        this.flush();
      }, EVENT_FLUSH_INTERVAL_MS);
    }
  }

  /** Sends everything queued now, in batches of at most {@link EVENT_BATCH_SIZE}. */
  flush(options: { keepalive?: boolean } = {}): void {
    if (this.timer !== undefined) this.config.platform.clock.clearTimeout(this.timer);
    this.timer = undefined;
    while (this.queue.length > 0)
      this.send(this.queue.splice(0, EVENT_BATCH_SIZE), options.keepalive === true);
  }

  /** Sends what is queued and detaches from the page. */
  destroy(): void {
    this.flush({ keepalive: true });
    this.unsubscribePageHide?.();
  }

  private send(batch: LoggedEvent[], keepalive: boolean): void {
    try {
      const init: RequestInit = {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(batch),
        credentials: 'omit',
      };
      if (keepalive) init.keepalive = true;
      this.config.platform.fetch(this.url, init).catch(() => undefined);
    } catch {
      // ignored: telemetry must never break the page
    }
  }
}
