/**
 * `m2m.clients.*` and `connectedApp.clients.*` (services/machine-clients.ts): create, get, search, update, delete and
 * the secret rotation (`secrets.rotateStart` → `secrets.rotate`, or `secrets.rotateCancel`).
 */
import { serverEndpoint, type ServerEndpoint } from '../../../http/server-endpoint';
import { connectedApps, m2mClients, type AppInput, type M2MInput } from '../../../services/machine-clients';
import { idParams, serverField } from '../schemas';

const text = { type: 'string', maxLength: 1024 } as const;
const scopes = { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 200 } } as const;
const urls = { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 2048 } } as const;
const searchBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    cursor: { type: 'string', maxLength: 200 },
    limit: { type: 'integer', minimum: 1, maximum: 1000 },
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        operator: { type: 'string', enum: ['AND', 'OR'] },
        operands: {
          type: 'array',
          maxItems: 20,
          items: {
            type: 'object',
            required: ['filter_name', 'filter_value'],
            properties: { filter_name: { type: 'string', maxLength: 100 }, filter_value: {} },
          },
        },
      },
    },
  },
} as const;
const clientParams = idParams('client_id');

const m2mFields = {
  client_name: text,
  client_description: text,
  scopes,
  trusted_metadata: serverField.object,
} as const;

type Id = { client_id: string };

export const M2M_CLIENT_ENDPOINTS: ServerEndpoint[] = [
  serverEndpoint<M2MInput & { client_secret?: string }>({
    method: 'POST',
    url: '/m2m/clients',
    schema: {
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['scopes'],
        properties: {
          ...m2mFields,
          client_id: serverField.id,
          client_secret: { type: 'string', minLength: 16, maxLength: 200 },
        },
      },
    },
    handle: (ctx) => m2mClients.create(ctx.deps, ctx.project, ctx.body),
  }),
  serverEndpoint<{ query?: never; limit?: number; cursor?: string }>({
    method: 'POST',
    url: '/m2m/clients/search',
    schema: { body: searchBody },
    handle: (ctx) =>
      m2mClients.search(ctx.deps, ctx.project, ctx.body.query, ctx.body.limit ?? 100, ctx.body.cursor),
  }),
  serverEndpoint<Record<string, never>, Id>({
    method: 'GET',
    url: '/m2m/clients/:client_id',
    schema: { params: clientParams },
    handle: (ctx) => m2mClients.get(ctx.deps, ctx.project, ctx.params.client_id),
  }),
  serverEndpoint<M2MInput, Id>({
    method: 'PUT',
    url: '/m2m/clients/:client_id',
    schema: {
      params: clientParams,
      body: {
        type: 'object',
        additionalProperties: false,
        properties: { ...m2mFields, status: { type: 'string', enum: ['active', 'inactive'] } },
      },
    },
    handle: (ctx) =>
      m2mClients.update(ctx.deps, ctx.project, { ...ctx.body, client_id: ctx.params.client_id }),
  }),
  serverEndpoint<Record<string, never>, Id>({
    method: 'DELETE',
    url: '/m2m/clients/:client_id',
    schema: { params: clientParams },
    handle: (ctx) => m2mClients.delete(ctx.deps, ctx.project, ctx.params.client_id),
  }),
  ...(['rotateStart', 'rotateCancel', 'rotate'] as const).map((step) =>
    serverEndpoint<Record<string, never>, Id>({
      method: 'POST',
      url: `/m2m/clients/:client_id/secrets/rotate${step === 'rotate' ? '' : step === 'rotateStart' ? '/start' : '/cancel'}`,
      schema: { params: clientParams },
      handle: (ctx) => m2mClients[step](ctx.deps, ctx.project, ctx.params.client_id),
    }),
  ),
];

const appFields = {
  client_name: text,
  client_description: text,
  redirect_urls: urls,
  post_logout_redirect_urls: urls,
  logo_url: { type: 'string', maxLength: 2048 },
  full_access_allowed: { type: 'boolean' },
  access_token_expiry_minutes: { type: 'integer', minimum: 1, maximum: 1440 },
  access_token_custom_audience: text,
  access_token_template_content: { type: 'string', maxLength: 4096 },
  id_token_template_content: { type: 'string', maxLength: 4096 },
  bypass_consent_for_offline_access: { type: 'boolean' },
} as const;

export const CONNECTED_APP_ENDPOINTS: ServerEndpoint[] = [
  serverEndpoint<AppInput>({
    method: 'POST',
    url: '/connected_apps/clients',
    schema: {
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['client_type'],
        properties: { ...appFields, client_type: { type: 'string', maxLength: 100 } },
      },
    },
    handle: (ctx) => connectedApps.create(ctx.project, ctx.body),
  }),
  serverEndpoint<{ limit?: number; cursor?: string }>({
    method: 'POST',
    url: '/connected_apps/clients/search',
    schema: {
      body: {
        type: 'object',
        additionalProperties: false,
        properties: {
          cursor: { type: 'string', maxLength: 200 },
          limit: { type: 'integer', minimum: 1, maximum: 1000 },
        },
      },
    },
    handle: (ctx) => connectedApps.search(ctx.project, ctx.body.limit ?? 100, ctx.body.cursor),
  }),
  serverEndpoint<Record<string, never>, Id>({
    method: 'GET',
    url: '/connected_apps/clients/:client_id',
    schema: { params: clientParams },
    handle: (ctx) => connectedApps.get(ctx.project, ctx.params.client_id),
  }),
  serverEndpoint<AppInput, Id>({
    method: 'PUT',
    url: '/connected_apps/clients/:client_id',
    schema: {
      params: clientParams,
      body: { type: 'object', additionalProperties: false, properties: appFields },
    },
    handle: (ctx) => connectedApps.update(ctx.project, { ...ctx.body, client_id: ctx.params.client_id }),
  }),
  serverEndpoint<Record<string, never>, Id>({
    method: 'DELETE',
    url: '/connected_apps/clients/:client_id',
    schema: { params: clientParams },
    handle: (ctx) => connectedApps.delete(ctx.project, ctx.params.client_id),
  }),
  ...(['rotateStart', 'rotateCancel', 'rotate'] as const).map((step) =>
    serverEndpoint<Record<string, never>, Id>({
      method: 'POST',
      url: `/connected_apps/clients/:client_id/secrets/rotate${step === 'rotate' ? '' : step === 'rotateStart' ? '/start' : '/cancel'}`,
      schema: { params: clientParams },
      handle: (ctx) => connectedApps[step](ctx.project, ctx.params.client_id),
    }),
  ),
];
