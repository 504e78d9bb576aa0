import type { Frame, Locator, Page, Request, Response } from 'playwright-core';

/*
 * The automation hooks the elements put on their actionable parts (docs/testing.md, and `automationHooks` in the
 * package's custom-elements.json): the same in every language and theme, so the helpers never read a label.
 */

/** `[data-idp-action="…"]`: a button, by what it does. */
export const action = (name: string) => `[data-idp-action="${name}"]`;
/** `[data-idp-field="…"]`: an input, by what it holds. */
export const field = (name: string) => `[data-idp-field="${name}"]`;
/** `[data-idp-tab="…"]`: a tab of Main's form group. */
export const tab = (name: string) => `[data-idp-tab="${name}"]`;
/** `[data-idp-screen="…"]`: the wrapper of the screen shown. */
export const screen = (name: string) => `[data-idp-screen="${name}"]`;

/**
 * The hooks as CSS selectors, for your own steps: `page.locator('idp-login').locator(hook.action('allow'))`.
 * Playwright's CSS locators reach into the elements' open shadow roots.
 */
export const hook = { action, field, tab, screen } as const;

/** What the helpers take to find the element. */
export interface WidgetOptions {
  /** The element to drive: a selector or a locator. Default `idp-login` (pass one when the page has several). */
  widget?: string | Locator;
  /** How long each step may take (the element, a send, a message). Default 15 000 ms. */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Messages shown as errors: banners and alerts, and the text under an invalid field. */
const ERRORS = '[role="alert"], [part~="field-error"], [part~="banner-error"]';

export function widgetOf(page: Page, widget: string | Locator | undefined, fallback = 'idp-login'): Locator {
  return typeof widget === 'object' ? widget : page.locator(widget ?? fallback);
}

/**
 * What the element shows now, for a failure message: its screen, heading and error texts, e.g.
 * `screen PasswordCreateOrLogin, heading "Log in", error "Incorrect password."`.
 */
export async function describeWidget(widget: Locator): Promise<string> {
  try {
    if ((await widget.count()) === 0) return 'no such element on the page';
    // No named inner functions: a test's TypeScript transform would wrap them in a helper the page lacks.
    return await widget.first().evaluate((host, errors) => {
      const root = host.shadowRoot ?? host;
      const parts: string[] = [];
      const named = root.querySelector('[data-idp-screen]');
      parts.push(
        named ? `screen ${named.getAttribute('data-idp-screen')}` : 'no screen yet (still loading?)',
      );
      const heading = (root.querySelector('h1, h2, [part~="heading"]')?.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      if (heading) parts.push(`heading "${heading}"`);
      const shown = [...root.querySelectorAll(errors)].map((el) =>
        (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      );
      for (const message of new Set(shown.filter(Boolean))) parts.push(`error "${message}"`);
      return parts.join(', ');
    }, ERRORS);
  } catch (e) {
    return `nothing readable (${(e as Error).message.split('\n')[0]})`;
  }
}

/** The provider's failed SDK answers while a helper runs, for its failure message. */
export function watchSdkErrors(page: Page): { list(): string[]; stop(): void } {
  const failed: string[] = [];
  const onResponse = (response: Response) => {
    if (response.ok() || !/\/sdk\/v1\//.test(response.url())) return;
    const path = new URL(response.url()).pathname.replace(/^.*\/sdk\/v1/, '');
    response
      .json()
      .then(
        (body: { error_type?: string; error_message?: string }) =>
          `${path} answered ${response.status()} ${body.error_type ?? ''}: ${body.error_message ?? ''}`,
        () => `${path} answered ${response.status()}`,
      )
      .then(
        (line) => failed.push(line),
        () => undefined,
      );
  };
  page.on('response', onResponse);
  return { list: () => [...failed], stop: () => page.off('response', onResponse) };
}

/** A helper's failure: what it waited for and what the element showed instead. */
export class KitError extends Error {
  constructor(helper: string, waitedFor: string, shown: string, sdkErrors: string[] = []) {
    super(
      `${helper}: waited for ${waitedFor}, but the element shows ${shown}.` +
        (sdkErrors.length ? ` The provider answered: ${sdkErrors.join('; ').replace(/[^.!?]$/, '$&.')}` : ''),
    );
    this.name = 'KitError';
  }
}

/**
 * Where `<idp-login after-login-url>` sends the browser once a login is done, and whether the page got there: the
 * main frame's next navigation after a request for that URL (so a server redirect from it counts too).
 */
export interface AfterLogin {
  url: string;
  /** Resolves once the page has committed that navigation. */
  arrived: Promise<void>;
  stop(): void;
}

/**
 * Reads the element's `after-login-url` now (the element leaves with the page when it navigates) and watches for
 * the navigation. Null without the attribute, or with one the element refuses to follow (not http(s)): then its
 * success screen stays.
 */
export async function watchAfterLogin(page: Page, widget: Locator): Promise<AfterLogin | null> {
  const url = await widget
    .evaluateAll((hosts) => {
      const value = (hosts[0]?.getAttribute('after-login-url') ?? '').trim();
      if (!value) return null;
      try {
        const target = new URL(value, location.href);
        return target.protocol === 'http:' || target.protocol === 'https:' ? target.href : null;
      } catch {
        return null;
      }
    })
    .catch(() => null);
  if (!url) return null;
  let requested = false;
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  // A request carries no fragment.
  const document = url.replace(/#.*$/, '');
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && request.url() === document)
      requested = true;
  };
  const onNavigated = (frame: Frame) => {
    if (requested && frame === page.mainFrame()) arrive();
  };
  page.on('request', onRequest);
  page.on('framenavigated', onNavigated);
  return {
    url,
    arrived,
    stop: () => {
      page.off('request', onRequest);
      page.off('framenavigated', onNavigated);
    },
  };
}

/** One helper's run: its element, timeout and the way it fails. */
export class Run {
  readonly widget: Locator;
  readonly timeout: number;
  private readonly sdk: { list(): string[]; stop(): void };
  private afterLogin: AfterLogin | null = null;

  constructor(
    readonly page: Page,
    readonly helper: string,
    options: WidgetOptions,
    fallback = 'idp-login',
  ) {
    this.widget = widgetOf(page, options.widget, fallback);
    this.timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.sdk = watchSdkErrors(page);
  }

  async fail(waitedFor: string): Promise<never> {
    // Let an error answer in flight reach the list and the element.
    await this.page.waitForTimeout(100).catch(() => undefined);
    throw new KitError(this.helper, waitedFor, await describeWidget(this.widget), this.sdk.list());
  }

  /**
   * Waits until one of `selectors` is visible inside the element and returns its index; an error message shown
   * first, or the timeout, fails the helper. With `orAfterLogin`, -1 when the page went to the element's
   * `after-login-url` first.
   */
  async waitForAny(
    selectors: string[],
    waitedFor: string,
    { errors = true, orAfterLogin = false } = {},
  ): Promise<number> {
    const targets = selectors.map((s) => this.widget.locator(s).first());
    let any = targets.reduce((a, b) => a.or(b));
    if (errors) any = any.or(this.widget.locator(ERRORS).first());
    const shown = any
      .first()
      .waitFor({ timeout: this.timeout })
      .then(() => false);
    shown.catch(() => undefined);
    const after = orAfterLogin ? this.afterLogin : null;
    try {
      // -1: the page went to the element's `after-login-url` (`expectLogin`) before any of them showed.
      if (await Promise.race(after ? [shown, after.arrived.then(() => true)] : [shown])) return -1;
    } catch {
      return this.fail(waitedFor);
    }
    for (const [i, target] of targets.entries()) if (await target.isVisible()) return i;
    return this.fail(waitedFor);
  }

  /**
   * Call before the step that completes a login: notes the element's `after-login-url`, so `waitForLogin` waits
   * for the page it goes to rather than a success screen that does not stay.
   */
  async expectLogin(): Promise<void> {
    this.afterLogin?.stop();
    this.afterLogin = await watchAfterLogin(this.page, this.widget);
  }

  /**
   * Waits for the end of a login: the `success` screen, or, when the element has an `after-login-url`
   * (`expectLogin`), the page it goes to, loaded. An error message, one of `failures`, or the timeout fails the
   * helper.
   */
  async waitForLogin(success: string, waitedFor: string, failures: string[] = []): Promise<void> {
    const after = this.afterLogin;
    if (!after) {
      if ((await this.waitForAny([success, ...failures], waitedFor)) > 0) await this.fail(waitedFor);
      return;
    }
    const what = `${waitedFor}, then the page at after-login-url ${after.url}`;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const failed = this.widget
      .locator([ERRORS, ...failures].join(', '))
      .first()
      .waitFor({ timeout: this.timeout })
      .then(() => false);
    failed.catch(() => undefined);
    const outcome = await Promise.race([
      after.arrived.then(() => true),
      failed,
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), this.timeout))),
    ]).catch(() => false);
    clearTimeout(timer);
    if (!outcome) return this.fail(what);
    await this.page.waitForLoadState('load', { timeout: this.timeout });
  }

  async waitFor(selector: string, waitedFor: string): Promise<Locator> {
    await this.waitForAny([selector], waitedFor);
    return this.widget.locator(selector).first();
  }

  /** Clicks a visible part once it is enabled; one that stays disabled fails the helper with what the element says. */
  async click(selector: string, waitedFor: string): Promise<void> {
    const target = await this.waitFor(selector, waitedFor);
    const deadline = Date.now() + this.timeout;
    while (!(await target.isEnabled())) {
      if (Date.now() > deadline) return this.fail(`${waitedFor} to be enabled`);
      await this.page.waitForTimeout(50);
    }
    await target.click({ timeout: this.timeout });
  }

  /** Selects the first of `tabs` the form group has, when it shows tabs at all. */
  async selectTab(tabs: string[], ready: string): Promise<void> {
    const index = await this.waitForAny([...tabs.map(tab), ready], `the login form (${ready})`);
    if (index >= tabs.length) return;
    const chosen = this.widget.locator(tab(tabs[index]!)).first();
    if ((await chosen.getAttribute('aria-selected')) !== 'true')
      await chosen.click({ timeout: this.timeout });
  }

  done(): void {
    this.sdk.stop();
    this.afterLogin?.stop();
  }
}

/** Runs a helper's steps, always detaching its listeners. */
export async function runHelper<T>(
  page: Page,
  helper: string,
  options: WidgetOptions,
  steps: (run: Run) => Promise<T>,
  fallback?: string,
): Promise<T> {
  const run = new Run(page, helper, options, fallback);
  try {
    return await steps(run);
  } finally {
    run.done();
  }
}
