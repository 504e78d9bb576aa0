/**
 * The widget's CSS in its shadow root (src/theme/adopt.ts says why adopted sheets): styled-components' rules and
 * the theme's `:host` rule as two constructable stylesheets, or `<style nonce>` elements when the element has a
 * nonce the page's policy accepts. A refused nonce falls back to adopted sheets and is reported (`blocked`).
 */
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { __PRIVATE__ } from 'styled-components';
import { adoptSheet, canAdopt, nonceOf, styleElement } from '../theme/adopt';

type StyledSheet = InstanceType<typeof __PRIVATE__.StyleSheet>;

/** Layout effects in the browser; on a server render (the first-paint generator) they have nothing to do. */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export interface WidgetStyles {
  /** StyleSheetManager's props. */
  manager: { sheet: StyledSheet } | { target?: HTMLElement | undefined; nonce?: string };
  /** The `:host` rule as an element, when not adopted. */
  hostStyle: ReactNode;
  blocked: boolean;
}

export function useWidgetStyles(container: HTMLElement | undefined, hostCss: string): WidgetStyles {
  const [mode] = useState(() => {
    const nonce = container ? nonceOf(container) : '';
    let blocked = false;
    if (container && (nonce || !canAdopt(container))) {
      // styled-components would throw on a refused <style>: ask the policy first.
      const probe = styleElement(container, '', nonce);
      probe?.remove();
      blocked = !probe;
    }
    if (!container || !canAdopt(container) || (nonce && !blocked)) return { nonce, blocked };
    const rules = new CSSStyleSheet();
    // styled-components' CSSOM tag asks its target to hold a new <style>, then writes into that element's
    // `sheet`: this target hands it `rules` instead and never attaches the element.
    const target = {
      querySelectorAll: () => [],
      insertBefore: (style: HTMLStyleElement) => Object.defineProperty(style, 'sheet', { value: rules }),
    } as unknown as HTMLElement;
    const sheet = new __PRIVATE__.StyleSheet({ target, useCSSOMInjection: true });
    return { nonce, blocked, root: container, rules, host: new CSSStyleSheet(), sheet };
  });

  // Layout effects: both sheets are adopted, with their rules, before the first frame.
  useBrowserLayoutEffect(() => mode.host?.replaceSync(hostCss), [mode, hostCss]);
  useBrowserLayoutEffect(() => {
    if (!mode.root) return undefined;
    const undo = [adoptSheet(mode.root, mode.host), adoptSheet(mode.root, mode.rules)];
    return () => undo.forEach((u) => u());
  }, [mode]);

  return mode.sheet
    ? { manager: { sheet: mode.sheet }, hostStyle: null, blocked: mode.blocked }
    : {
        manager: { target: container, ...(mode.nonce ? { nonce: mode.nonce } : {}) },
        hostStyle: <style nonce={mode.nonce || undefined}>{hostCss}</style>,
        blocked: mode.blocked,
      };
}
