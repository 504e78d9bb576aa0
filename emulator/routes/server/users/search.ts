import { serverEndpoint } from '../../../http/server-endpoint';
import { searchUsers, type SearchQuery } from '../../../services/user-search';

interface Body {
  query?: SearchQuery;
  limit?: number;
  cursor?: string | null;
}

/**
 * `POST /v1/users/search` (`users.search`, `users.searchAll`): the project's users matching `query` (operator
 * `AND` / `OR` over the provider's filters), a page of `limit` (1 to 1000, default 100) at a time, `next_cursor`
 * for the next.
 */
export default serverEndpoint<Body>({
  method: 'POST',
  url: '/users/search',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 1000 },
        cursor: { type: ['string', 'null'], maxLength: 200 },
        query: {
          type: 'object',
          additionalProperties: false,
          required: ['operator', 'operands'],
          properties: {
            operator: { type: 'string', enum: ['AND', 'OR'] },
            operands: {
              type: 'array',
              maxItems: 50,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['filter_name', 'filter_value'],
                properties: { filter_name: { type: 'string', maxLength: 100 }, filter_value: {} },
              },
            },
          },
        },
      },
    },
  },
  handle(ctx) {
    const { query, limit, cursor } = ctx.body;
    return searchUsers(ctx.deps, ctx.project, { query, limit, cursor: cursor ?? undefined });
  },
});
