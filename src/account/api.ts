/**
 * The calls `<idp-account>` makes (docs/protocol.md#the-calls, "User, session" and the secondary sends), over the
 * element's client: its transport carries the session, and every answer that holds the user or a session is
 * stored, so the other sections (and any other element on the page) see the change at once.
 */
import type { AuthResp, User } from '../api/types';
import type { IdpClient } from '../client';
import { DEFAULT_SESSION_DURATION_MINUTES } from '../config/config';

/** A change to the user answers the updated user as `__user` (docs/protocol.md#the-calls). */
interface UserChange {
  __user?: User;
  user?: User;
}

/** An OpenID client the user granted access through `<idp-consent>` (`GET /users/connected_apps`). */
export interface ConnectedApp {
  connected_app_id: string;
  name: string;
  description: string;
  client_type: string;
  logo_url?: string;
  /** Space-separated. */
  scopes_granted: string;
}

export type ContactKind = 'emails' | 'phone_numbers';
export type FactorKind = ContactKind | 'oauth' | 'crypto_wallets' | 'totps';

export function accountApi(client: IdpClient) {
  const { http, sessionManager } = client;
  const minutes = (): number => sessionMinutesLeft(client) ?? DEFAULT_SESSION_DURATION_MINUTES;
  const changed = (answer: UserChange): void => {
    const user = answer.__user ?? answer.user;
    if (user) sessionManager.setUser(user);
  };
  const authenticated = (resp: AuthResp): void => sessionManager.applyAuthResponse(resp);

  return {
    /** `PUT /users/me` with the name's three parts. */
    async updateName(name: { first_name: string; middle_name: string; last_name: string }): Promise<void> {
      changed(await http.put<UserChange>('/users/me', { name }));
    },
    /** `DELETE /users/{kind}/{id}`. */
    async deleteFactor(kind: FactorKind, id: string): Promise<void> {
      changed(await http.delete<UserChange>(`/users/${kind}/${encodeURIComponent(id)}`));
    },
    /** `POST /otps/{email,sms}/send/secondary`: a code to an address or number of the logged-in user. */
    async sendCode(channel: 'email' | 'sms', destination: string, locale: string): Promise<string> {
      const body =
        channel === 'email' ? { email: destination, locale } : { phone_number: destination, locale };
      const sent = await http.post<{ method_id: string }>(`/otps/${channel}/send/secondary`, body, {
        antiAbuse: true,
      });
      return sent.method_id;
    },
    /** `POST /otps/authenticate` with the session: verifies the address or number and adds the factor. */
    async verifyCode(methodId: string, code: string): Promise<void> {
      authenticated(
        await http.post<AuthResp>(
          '/otps/authenticate',
          { token: code, method_id: methodId, session_duration_minutes: minutes() },
          { retriable: true },
        ),
      );
    },
    /** `POST /passwords/authenticate` with the session: proves the password and adds the factor to it. */
    async verifyPassword(email: string, password: string): Promise<void> {
      authenticated(
        await http.post<AuthResp>(
          '/passwords/authenticate',
          { email, password, session_duration_minutes: minutes() },
          { retriable: true },
        ),
      );
    },
    /** `POST /passwords/session/reset`: the new password, set with the (recently verified) session. */
    async setPassword(password: string): Promise<void> {
      authenticated(
        await http.post<AuthResp>(
          '/passwords/session/reset',
          { password, session_duration_minutes: minutes() },
          { retriable: true },
        ),
      );
    },
    /** `GET /users/connected_apps`. */
    async connectedApps(): Promise<ConnectedApp[]> {
      const answer = await http.get<{ connected_apps?: ConnectedApp[] }>('/users/connected_apps');
      return Array.isArray(answer.connected_apps) ? answer.connected_apps : [];
    },
    /** `POST /users/connected_apps/{id}/revoke`. */
    async revokeApp(id: string): Promise<void> {
      await http.post(`/users/connected_apps/${encodeURIComponent(id)}/revoke`);
    },
  };
}

export type AccountApi = ReturnType<typeof accountApi>;

/** The minutes the session has left (a re-verification must not shorten it), at least the provider's 5. */
export function sessionMinutesLeft(client: IdpClient): number | null {
  const expires = client.session.getSync()?.expires_at;
  if (!expires) return null;
  const left = Math.ceil((Date.parse(expires) - client.platform.clock.now()) / 60_000);
  return Number.isFinite(left) ? Math.max(5, left) : null;
}
