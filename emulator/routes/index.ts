import type { Endpoint } from '../http/endpoint';
import events from './events';
import magicLinkAuthenticate from './magic_links/authenticate';
import magicLinkLoginOrCreate from './magic_links/login_or_create';
import magicLinkSendPrimary from './magic_links/send_primary';
import bootstrap from './projects/bootstrap';
import sessionAuthenticate from './sessions/authenticate';
import { sdkJwks, serverJwks, wellKnownJwks } from './sessions/jwks';
import sessionRevoke from './sessions/revoke';
import getMe from './users/me';
import updateMe from './users/update_me';

/** Every endpoint of the SDK wire protocol the emulator implements (paths below `/sdk/v1` unless absolute). */
export const ENDPOINTS: Endpoint[] = [
  bootstrap,
  magicLinkLoginOrCreate,
  magicLinkSendPrimary,
  magicLinkAuthenticate,
  sessionAuthenticate,
  sessionRevoke,
  sdkJwks,
  serverJwks,
  wellKnownJwks,
  getMe,
  updateMe,
  events,
];
