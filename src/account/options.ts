/**
 * `<idp-account>`'s own options, read from its `config` beside the shared ones: `sections` (which, in which order)
 * and `stepUpMinutes` (how recent a factor a sensitive change needs). They are taken out before the shared parser
 * sees the config, so it does not call them unknown.
 */
import { isRecord } from '../validation/isRecord';

export const SECTION_IDS = [
  'profile',
  'emails',
  'password',
  'session',
  'twoFactor',
  'passkeys',
  'phones',
  'connectedAccounts',
  'wallets',
  'apps',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** Without `config.sections`: every section, in this order. */
export const DEFAULT_SECTIONS: readonly SectionId[] = SECTION_IDS;

export const DEFAULT_STEP_UP_MINUTES = 10;

export interface AccountOptions {
  sections: SectionId[];
  stepUpMinutes: number;
}

/** Splits the element's `config` (JSON text or an object) into the shared config and the account's options. */
export function splitConfig(raw: unknown): { shared: unknown; options: AccountOptions; warnings: string[] } {
  const warnings: string[] = [];
  const options: AccountOptions = { sections: [...DEFAULT_SECTIONS], stepUpMinutes: DEFAULT_STEP_UP_MINUTES };
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return { shared: raw, options, warnings };
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return { shared: raw, options, warnings }; // the shared parser says what is wrong
    }
  }
  if (!isRecord(value)) return { shared: raw, options, warnings };
  const { sections, stepUpMinutes, ...shared } = value;
  if (sections !== undefined) {
    if (Array.isArray(sections)) {
      const known = sections.filter((s): s is SectionId => {
        const ok = (SECTION_IDS as readonly unknown[]).includes(s);
        if (!ok) warnings.push(`config.sections: "${String(s)}" is not a section; it was left out.`);
        return ok;
      });
      options.sections = [...new Set(known)];
    } else {
      warnings.push('config.sections must be an array of section names; showing every section.');
    }
  }
  if (stepUpMinutes !== undefined) {
    if (typeof stepUpMinutes === 'number' && Number.isFinite(stepUpMinutes) && stepUpMinutes >= 1) {
      options.stepUpMinutes = stepUpMinutes;
    } else {
      warnings.push(
        `config.stepUpMinutes must be a number of minutes, at least 1; using ${DEFAULT_STEP_UP_MINUTES}.`,
      );
    }
  }
  return { shared, options, warnings };
}
