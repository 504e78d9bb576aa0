/**
 * Renders `<idp-login>`'s first screen with React on the server, exactly as the widget renders it in the browser,
 * for the loader's first paint (elements/loader/firstPaint.generated.ts). Every optional part (logo, heading,
 * watermark) is rendered; the loader removes the ones a page's attributes turn off.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { LoginWidget } from '../../src/widget/LoginWidget';
import { DEFAULT_CONFIG, type LoginConfig } from '../../src/config/config';
import { preloadFirstScreen } from '../../src/flow/registry';
import { stateKey } from '../../src/session/storage';
import { firstPaintPlatform } from './platform';

export const SAMPLE_TOKEN = 'public-token-test-first-paint';
/** Stands in for the page's logo URL; the loader swaps in the real one (or removes the image). */
export const LOGO_PLACEHOLDER = 'https://logo.invalid/logo.png';

export interface FirstPaintTemplate {
  /** The widget's markup without the theme's `<style>` (the loader writes that from the page's `styles`). */
  html: string;
  /** styled-components' rules for that markup. */
  css: string;
}

export async function renderFirstPaint(config: LoginConfig = DEFAULT_CONFIG): Promise<FirstPaintTemplate> {
  await preloadFirstScreen('login', config);
  // The bootstrap never answers: the first render is the one before it, with the watermark from a cache.
  const platform = firstPaintPlatform({
    [`${stateKey(SAMPLE_TOKEN)}::bootstrap`]: JSON.stringify({ displayWatermark: true }),
  });
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToStaticMarkup(
      sheet.collectStyles(
        <LoginWidget
          publicToken={SAMPLE_TOKEN}
          apiUrl="http://localhost:9400"
          config={JSON.stringify(config)}
          styles={JSON.stringify({ logo: { logoImageUrl: LOGO_PLACEHOLDER } })}
          platform={platform}
        />,
      ),
    );
    const css = sheet
      .getStyleTags()
      .replace(/<style[^>]*>/g, '')
      .replace(/<\/style>/g, '')
      .replace(/\/\*!sc\*\/\n?/g, '')
      .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
      .trim();
    // React hoists a preload hint for the logo, then the theme's `:host` rule: the loader writes its own
    // from the page's `styles` (and lets the browser fetch the real logo when there is one).
    const html = markup.replace(/^<link rel="preload"[^>]*\/>/, '').replace(/^<style>[^<]*<\/style>/, '');
    return { html, css };
  } finally {
    sheet.seal();
  }
}
