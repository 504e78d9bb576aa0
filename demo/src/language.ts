/**
 * The demo's language picker (issue 14): the elements follow the page's `lang`, so choosing a language here sets
 * `<html lang>` and every element on the page re-renders in it. "Page default" keeps the page's own `lang="en"`;
 * "Browser" removes it, so the elements follow the visitor's browser languages. Kept for the tab's session.
 */
import { LOCALES } from '../../src/i18n/locales/list';

const KEY = 'idp-demo-language';
const pageLang = document.documentElement.getAttribute('lang');

function apply(choice: string): void {
  if (choice === 'page') {
    if (pageLang === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.setAttribute('lang', pageLang);
  } else if (choice === 'browser') document.documentElement.removeAttribute('lang');
  else document.documentElement.setAttribute('lang', choice);
}

function nativeName(tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

export function languagePicker(): void {
  const header = document.querySelector('header');
  if (!header || header.querySelector('.language')) return;
  const label = document.createElement('label');
  label.className = 'language';
  label.textContent = 'Language ';
  const select = document.createElement('select');
  const options: [string, string][] = [
    ['page', `Page default (${pageLang ?? 'none'})`],
    ['browser', 'Browser languages'],
    ...LOCALES.map((tag): [string, string] => [tag, `${nativeName(tag)} (${tag})`]),
  ];
  for (const [value, text] of options) select.append(new Option(text, value));
  const saved = sessionStorage.getItem(KEY);
  if (saved && options.some(([value]) => value === saved)) {
    select.value = saved;
    apply(saved);
  }
  select.addEventListener('change', () => {
    sessionStorage.setItem(KEY, select.value);
    apply(select.value);
  });
  label.append(select);
  header.append(label);
}
