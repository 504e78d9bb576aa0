import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { registerClientsideServicesRoutes } from './clientside-services';
import { registerGsiRoutes } from './gsi';
import { registerOneTapRoutes } from './one-tap';
import { registerStandInRoutes } from './stand-in';

/**
 * Social sign-in beyond the SDK API (`POST /sdk/v1/oauth/authenticate` is in ENDPOINTS): the OAuth start and the
 * stand-in providers' pages, Google One Tap's start and callback, the Google Identity Services stand-in and the
 * clientside-services iframe.
 */
export function registerOAuthRoutes(app: FastifyInstance, deps: Deps): void {
  registerStandInRoutes(app, deps);
  registerOneTapRoutes(app, deps);
  registerGsiRoutes(app, deps);
  registerClientsideServicesRoutes(app);
}
