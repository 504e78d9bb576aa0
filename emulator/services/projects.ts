// Project rules: which project a public token names, and which page origins may use it.
import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';

/** The project of a public token, or `invalid_public_token` naming the token. */
export function projectForToken(deps: Deps, publicToken: string): ProjectConfig {
  const project = deps.config.projectByToken.get(publicToken);
  if (!project) {
    const shown = JSON.stringify(publicToken.length > 80 ? `${publicToken.slice(0, 80)}…` : publicToken);
    throw new ApiError(
      'invalid_public_token',
      `The public token ${shown} is unknown to this emulator. Known tokens come from its config; the default ` +
        `project's is ${deps.config.defaultProject.public_token}.`,
    );
  }
  return project;
}

const LOOPBACK_ORIGIN_HOST = /^(localhost|[^.]+(\.[^.]+)*\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Whether `origin` may call the SDK API with `project`'s token (its authorized domains). */
export function isAllowedOrigin(project: ProjectConfig, origin: string): boolean {
  if (project.allowed_origins.includes(origin)) return true;
  if (!project.allow_localhost_origins || !URL.canParse(origin)) return false;
  const url = new URL(origin);
  return /^https?:$/.test(url.protocol) && LOOPBACK_ORIGIN_HOST.test(url.hostname);
}

/**
 * `unauthorized_origin` (403) when a page's `Origin` is not one of the project's authorized domains, as the hosted
 * provider answers; requests without an `Origin` (server-side calls, same-origin GETs) pass.
 */
export function assertAllowedOrigin(project: ProjectConfig, origin: string | undefined): void {
  if (origin === undefined || isAllowedOrigin(project, origin)) return;
  throw new ApiError(
    'unauthorized_origin',
    `The origin ${origin.slice(0, 200)} is not an authorized domain of project "${project.project_name}": ` +
      "add it to the project's allowed_origins in the emulator config (the hosted provider: its authorized " +
      'domains in the dashboard).',
  );
}
