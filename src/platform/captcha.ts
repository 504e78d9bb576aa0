/**
 * reCAPTCHA Enterprise in the browser (docs/protocol.md#where-the-calls-go): loads `{scriptUrl}?render={siteKey}` once and asks it for
 * a token per call. The script URL is configurable, so the emulator's stand-in (`/captcha/enterprise.js`) can
 * take Google's place offline. Loaded lazily, only for projects whose bootstrap enables captcha.
 */
import { isHttpUrl, type CaptchaClient } from './types';

interface Enterprise {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

const enterprise = () =>
  (window as unknown as { grecaptcha?: { enterprise?: Enterprise } }).grecaptcha?.enterprise;

export function loadCaptcha(scriptUrl: string, siteKey: string): Promise<CaptchaClient> {
  return new Promise<Enterprise>((resolve, reject) => {
    const present = enterprise();
    if (present) return present.ready(() => resolve(present));
    let url: URL;
    try {
      url = new URL(scriptUrl, window.location.href);
    } catch {
      return reject(new Error(`the captcha script URL ${JSON.stringify(scriptUrl)} is not a URL`));
    }
    if (!isHttpUrl(url.href)) return reject(new Error(`the captcha script URL ${url.href} is not http(s)`));
    url.searchParams.set('render', siteKey);
    const script = document.createElement('script');
    script.src = url.href;
    script.async = true;
    const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const loaded = enterprise();
      if (loaded) loaded.ready(() => resolve(loaded));
      else reject(new Error(`${url.href} did not define grecaptcha.enterprise`));
    };
    script.onerror = () => reject(new Error(`the captcha script ${url.href} could not be loaded`));
    document.head.append(script);
  }).then((api) => ({ execute: (action: string) => Promise.resolve(api.execute(siteKey, { action })) }));
}
