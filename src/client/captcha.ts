/**
 * The headless client's captcha: with captcha on, C/R calls carry a fresh reCAPTCHA token (action
 * LOGIN), and a "captcha required" answer is retried once with a new one. The script loads as soon as bootstrap
 * enables it.
 */
import { DEFAULT_BOOTSTRAP } from '../api/types';
import type { CaptchaClient } from '../platform/types';
import { describeError, type BootstrapArea } from './bootstrap';
import type { Core } from './core';
import { RECAPTCHA_ENTERPRISE_URL } from './shared';

export interface CaptchaArea {
  /** A later handle's captcha script URL, used when none was given before and no script has loaded yet. */
  offerScriptUrl(url: string): void;
}

/** Hands the transport its captcha tokens; `scriptUrl` is the client's `captchaScriptUrl` option. */
export function captchaArea(
  { http, platform }: Core,
  bootstrap: BootstrapArea,
  scriptUrl: string | undefined,
): CaptchaArea {
  let captcha: Promise<CaptchaClient> | null = null;
  let loaded = false;
  const captchaClient = (siteKey: string): Promise<CaptchaClient> => {
    if (!captcha) {
      if (!platform.loadCaptcha) return Promise.reject(new Error('this platform cannot run a captcha'));
      captcha = platform.loadCaptcha(scriptUrl ?? RECAPTCHA_ENTERPRISE_URL, siteKey);
      const loading = captcha;
      // A failed load is tried again on the next call.
      loading.then(
        () => (loaded = captcha === loading),
        () => (captcha = captcha === loading ? null : captcha),
      );
    }
    return captcha;
  };
  // After the current task, so that an element joining this data layer can still name its captcha script.
  void bootstrap.api.get().then((b) => {
    if (b.captchaSettings.enabled) captchaClient(b.captchaSettings.siteKey).catch(() => undefined);
  });
  http.setAntiAbuseProvider({
    active: () => (bootstrap.loaded() ?? DEFAULT_BOOTSTRAP).captchaSettings.enabled,
    async keys() {
      const { captchaSettings: settings } = await bootstrap.api.get();
      if (!settings.enabled) return {};
      try {
        const client = await captchaClient(settings.siteKey);
        return { captcha_token: await client.execute('LOGIN') };
      } catch (e) {
        platform.console.error(
          `idp-elements: the project requires a captcha, but none could be obtained (${describeError(e)}); the call goes without one.`,
        );
        return {};
      }
    },
  });
  return {
    offerScriptUrl(url) {
      if (scriptUrl === url) return;
      if (scriptUrl === undefined && !loaded) {
        scriptUrl = url;
        captcha = null; // a default script still loading is not waited for
      } else
        platform.console.warn(
          'idp-elements: a client for this public token already uses another captcha script.',
        );
    },
  };
}
