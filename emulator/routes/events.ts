import { endpoint } from '../http/endpoint';
import { ApiError } from '../errors';
import { newId } from '../services/ids';
import type { EventRecord } from '../store/types';
import { enforceEventLimits } from '../services/limits';

interface SdkEvent {
  telemetry?: unknown;
  event: {
    public_token: string;
    event_name: string;
    details?: unknown;
    error_code?: string;
    error_description?: string;
    http_status_code?: number;
  };
}

/**
 * `POST /sdk/v1/events`: the SDK's batched telemetry, a JSON array of `{telemetry, event}`. No
 * Authorization: each event names its public token; events of unknown tokens are dropped and counted in the
 * answer. Batches are rate-limited per client IP (`rate_limits.events_per_ip`), and each project keeps its newest
 * `limits.events_kept` events within `limits.events_kept_bytes` (older ones are dropped and counted). Stored
 * events are shown next to the dev inbox and at `GET /_dev/events`.
 */
export default endpoint.open<SdkEvent[]>({
  method: 'POST',
  url: '/events',
  bodyLimit: 'events',
  schema: {
    body: {
      type: 'array',
      items: {
        type: 'object',
        required: ['event'],
        properties: {
          telemetry: {},
          event: {
            type: 'object',
            required: ['public_token', 'event_name'],
            properties: {
              public_token: { type: 'string', maxLength: 200 },
              event_name: { type: 'string', minLength: 1, maxLength: 200 },
              error_code: { type: ['string', 'null'], maxLength: 200 },
              error_description: { type: ['string', 'null'], maxLength: 2000 },
              http_status_code: { type: ['integer', 'null'] },
            },
          },
        },
      },
    },
  },
  handle(ctx) {
    const { deps, body } = ctx;
    const max = deps.config.limits.events_per_batch;
    if (body.length > max) {
      throw new ApiError(
        'bad_request',
        `An events batch may hold at most ${max} events; this one has ${body.length}.`,
      );
    }
    enforceEventLimits(deps, ctx.request.ip);
    const receivedAt = deps.clock.now();
    const stored: EventRecord[] = [];
    for (const { telemetry, event } of body) {
      const project = deps.config.projectByToken.get(event.public_token);
      if (!project) continue;
      stored.push({
        id: newId.event(),
        project_id: project.project_id,
        public_token: event.public_token,
        event_name: event.event_name,
        details: event.details ?? null,
        error_code: event.error_code ?? null,
        error_description: event.error_description ?? null,
        http_status_code: event.http_status_code ?? null,
        telemetry: telemetry ?? null,
        received_at: receivedAt,
      });
    }
    const { events_kept, events_kept_bytes } = deps.config.limits;
    deps.store.transaction(() => {
      deps.store.events.add(stored);
      for (const projectId of new Set(stored.map((e) => e.project_id))) {
        deps.store.events.trim(projectId, events_kept, events_kept_bytes, receivedAt);
      }
    });
    return { accepted: stored.length, dropped: body.length - stored.length };
  },
});
