/**
 * `<idp-account>`'s first paint, before React: the card in the element's theme (`styles`, `theme`), its direction
 * (`locale`, `lang`) and one placeholder block per section the `config` shows, so the card never appears empty
 * and barely moves when the sections replace it. Painted into the shadow root from the attributes alone.
 */
import { schemeStyles } from '../../src/theme/parseStyles';
import { hostRule } from '../../src/theme/cssVars';
import { applyStyles } from '../../src/theme/adopt';
import { isRtl, languageCandidates, type Locale } from '../../src/i18n/locale';
import { LOADER_MESSAGES } from '../../src/i18n/loaderMessages';

/** Every section, as `config.sections` names them (src/account/options.ts keeps the full list and its order). */
const DEFAULT_SECTION_COUNT = 10;

const CSS = `
.card{position:relative;box-sizing:border-box;width:var(--idp-container-width);max-width:100%;padding:32px;display:flex;flex-direction:column;gap:24px;font-family:var(--idp-font-family);font-size:var(--idp-typography-font-size);color:var(--idp-colors-primary);background:var(--idp-container-background-color);border:1px solid var(--idp-container-border-color);border-radius:var(--idp-container-border-radius)}
@media (max-width:480px){.card{padding:24px 20px}}
.bar{display:block;height:14px;border-radius:7px;background:color-mix(in srgb,var(--idp-colors-primary) 12%,transparent);animation:idp-pulse 1.4s ease-in-out infinite}
.title{height:28px;width:55%;margin:0 auto;border-radius:8px}
.section{display:flex;flex-direction:column;gap:12px;padding-top:20px;border-top:1px solid var(--idp-container-border-color)}
.heading{height:18px;width:40%}
.line{width:100%}
.short{width:70%}
.failed{margin:0;text-align:center;line-height:1.5}
.retry{font:inherit;min-height:44px;cursor:pointer;color:var(--idp-buttons-primary-text-color);background:var(--idp-buttons-primary-background-color);border:1px solid var(--idp-buttons-primary-border-color);border-radius:var(--idp-buttons-primary-border-radius)}
@keyframes idp-pulse{50%{opacity:.45}}
@media (prefers-reduced-motion:reduce){.bar{animation:none}}
@media (forced-colors:active){.bar{background:GrayText}}
`;

interface SkeletonProps {
  container?: unknown;
  config?: unknown;
  styles?: unknown;
  theme?: unknown;
  locale?: unknown;
}

/** How many sections the config shows: its `sections` list (names checked by the page itself), else all. */
function sectionCount(config: unknown): number {
  let value = config;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return DEFAULT_SECTION_COUNT;
    }
  }
  const sections =
    typeof value === 'object' && value !== null ? (value as { sections?: unknown }).sections : null;
  return Array.isArray(sections)
    ? Math.min(new Set(sections).size, DEFAULT_SECTION_COUNT)
    : DEFAULT_SECTION_COUNT;
}

const bar = (className: string): HTMLElement => {
  const span = document.createElement('span');
  span.className = `bar ${className}`;
  return span;
};

/**
 * Paints the skeleton (or, with `retry`, the card saying the element could not be loaded, with a button that calls
 * it) into `root`; returns what takes it out again.
 */
export function paintSkeleton(root: ShadowRoot, props: SkeletonProps, retry?: () => void): () => void {
  const styles = schemeStyles(props.styles, props.theme);
  const { tags } = languageCandidates(root.host, typeof props.locale === 'string' ? props.locale : null);
  const language = (tags[0] ?? 'en').split(/[-_]/)[0]!.toLowerCase() as Locale;

  const card = document.createElement('div');
  card.className = 'card';
  card.setAttribute('part', retry ? 'container' : 'container skeleton');
  card.setAttribute('data-idp-widget', 'account');
  card.dir = isRtl(language) ? 'rtl' : 'ltr';
  if (retry) {
    const text = document.createElement('p');
    text.className = 'failed';
    text.setAttribute('role', 'alert');
    text.textContent = LOADER_MESSAGES.loadFailed;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'retry';
    button.textContent = LOADER_MESSAGES.retry;
    button.addEventListener('click', retry);
    card.append(text, button);
  } else {
    card.setAttribute('aria-busy', 'true');
    if (!styles.theme.hideHeaderText) card.append(bar('title'));
    for (let i = 0; i < sectionCount(props.config); i++) {
      const section = document.createElement('div');
      section.className = 'section';
      section.append(bar('heading'), bar('line'), bar('short'));
      card.append(section);
    }
  }
  // Adopted, not <style>: a page's strict CSP cannot block them (src/theme/adopt.ts).
  const removeStyles = applyStyles(root, hostRule(styles.theme, styles.dark) + CSS);
  root.append(card);
  return () => {
    removeStyles();
    card.remove();
  };
}
