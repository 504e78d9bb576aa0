import * as stytch from 'stytch';
import type { RunningEmulator } from '../../emulator/index';

/**
 * The provider's official Node SDK, unmodified, pointed at the emulator through its `env` option (the base URL of
 * every `/v1/…` call and of the JWKS). Its warning about a custom `env` is silenced.
 */
export function serverClient(
  emulator: RunningEmulator,
  credentials: { project_id?: string; secret?: string } = {},
): stytch.Client {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return new stytch.Client({
      project_id: credentials.project_id ?? emulator.projectId,
      secret: credentials.secret ?? emulator.secret ?? '',
      env: `${emulator.url}/`,
    });
  } finally {
    console.warn = warn;
  }
}

/** What the SDK throws for an error answer (`StytchError`): the provider's envelope fields. */
export interface SdkError {
  status_code: number;
  request_id: string;
  error_type: string;
  error_message: string;
  error_url: string;
}

/** Runs an SDK call that must fail and returns the error it threw. */
export async function sdkError(call: Promise<unknown>): Promise<SdkError> {
  try {
    await call;
  } catch (e) {
    return e as SdkError;
  }
  throw new Error('the call succeeded');
}
