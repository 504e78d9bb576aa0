import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  AsYouType,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import { CLIENTSIDE_SERVICES_PAGE, CLIENTSIDE_SERVICES_SCRIPT } from '../../dev/clientside-services';

/**
 * The iframe may be framed by any page (it is the SDK's hidden helper), runs only its own script and talks only to
 * this emulator.
 */
function sendIframePage(reply: FastifyReply) {
  return reply
    .type('text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; " +
        'frame-ancestors *',
    )
    .header('referrer-policy', 'no-referrer')
    .send(CLIENTSIDE_SERVICES_PAGE);
}

interface PhoneQuery {
  phone_number: string;
  region_code?: string;
}

/**
 * `parsedPhoneNumber` of the iframe, with libphonenumber's full metadata: whether the number is valid
 * (for the region, when one is given), its E.164 form and its national format as typed so far.
 */
export function parsedPhoneNumber(phoneNumber: string, regionCode: string | undefined) {
  const region =
    regionCode !== undefined && isSupportedCountry(regionCode) ? (regionCode as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(phoneNumber, region);
  const isValid = parsed?.isValid() ?? false;
  if (region) {
    const typing = new AsYouType(region);
    const national = typing.input(phoneNumber);
    return {
      is_valid: isValid,
      number: typing.getNumber()?.number ?? phoneNumber,
      national: national || phoneNumber,
    };
  }
  return {
    is_valid: isValid,
    number: parsed?.number ?? phoneNumber,
    national: parsed?.formatNational() ?? phoneNumber,
  };
}

/**
 * `GET /clientside-services/index.html` (the iframe page), `/clientside-services/client.js` (its script) and
 * `/clientside-services/phone` (the phone parsing its `parsedPhoneNumber` asks for).
 */
export function registerClientsideServicesRoutes(app: FastifyInstance): void {
  app.get('/clientside-services/index.html', async (_request, reply) => sendIframePage(reply));
  app.get('/clientside-services/', async (_request, reply) => sendIframePage(reply));

  app.get('/clientside-services/client.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(CLIENTSIDE_SERVICES_SCRIPT),
  );

  app.get<{ Querystring: PhoneQuery }>(
    '/clientside-services/phone',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['phone_number'],
          properties: {
            phone_number: { type: 'string', maxLength: 64 },
            region_code: { type: 'string', maxLength: 8 },
          },
        },
      },
    },
    async (request) => parsedPhoneNumber(request.query.phone_number, request.query.region_code),
  );
}
