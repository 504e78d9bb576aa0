import type { Clock } from './clock';
import type { ResolvedConfig } from './config/load';
import type { CaptchaTokens } from './services/captcha';
import type { ProjectKeys, SessionSigner } from './services/jwt';
import type { Store } from './store/types';

/** What every endpoint may use; built once per emulator by `buildApp`. */
export interface Deps {
  store: Store;
  clock: Clock;
  config: ResolvedConfig;
  signer: SessionSigner;
  /** The stand-in OAuth providers' key (services/stand-in-keys.ts), in the same key cache as the projects'. */
  standInKeys: ProjectKeys;
  /** The captcha stand-in's tokens (projects with `captcha_required`). */
  captcha: CaptchaTokens;
  /** Console notices for the developer (a message was "sent", …); silent when logging is off. Never secrets. */
  notice(message: string): void;
  /**
   * The emulator's public base URL (`--public-url`, else its own URL once it listens): `error_url`s and the
   * inbox's examples are built from it, never from a request's `Host` header.
   */
  publicUrl(): string;
}
