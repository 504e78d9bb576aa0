/**
 * Password-strength feedback: the zxcvbn meter or the LUDS checklist, the translated warning and suggestions,
 * and the breach warning. Loaded lazily (its own chunk) the first time a new password is typed.
 */
import { styled } from 'styled-components';
import type { StrengthCheckResponse } from '../../api/passwords';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { FORCED, v } from '../../theme/cssVars';
import { translateFeedback } from './zxcvbnMessages';
import { strengthMessages } from '../../i18n/strength';
import { useTexts } from '../../kit/context';
import { usePasswordMessages } from './usePasswordMessages';

const Meter = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 6px;
`;

const Segment = styled.span<{ $tone: 'red' | 'green' | 'off' }>`
  height: 6px;
  border-radius: 3px;
  background: ${({ $tone }) =>
    $tone === 'red'
      ? v('colors', 'error')
      : $tone === 'green'
        ? v('colors', 'success')
        : `color-mix(in srgb, ${v('colors', 'secondary')} 25%, transparent)`};
  ${FORCED} {
    background: ${({ $tone }) => ($tone === 'off' ? 'GrayText' : 'CanvasText')};
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 14px;
  line-height: 1.4;
`;

const Item = styled.li<{ $ok?: boolean }>`
  display: flex;
  gap: 8px;
  color: ${({ $ok }) => ($ok === undefined ? v('colors', 'secondary') : $ok ? v('colors', 'success') : v('colors', 'error'))};
`;

/** The meter in words, so strength is not told by colour alone (and is announced). */
const Level = styled.p<{ $tone: 'red' | 'green' }>`
  margin: 6px 0 0;
  font-size: 13px;
  font-weight: 600;
  color: ${({ $tone }) => ($tone === 'green' ? v('colors', 'success') : v('colors', 'error'))};
`;

const Warning = styled.p`
  margin: 0;
  font-size: 14px;
  line-height: 1.4;
  color: ${v('colors', 'error')};
`;

/** Score 0-1 one red segment, 2 two red, 3 three green, 4 four green. */
export function meterSegments(score: number): ('red' | 'green' | 'off')[] {
  const lit = score <= 1 ? 1 : Math.min(4, score);
  const tone = score >= 3 ? 'green' : 'red';
  return [0, 1, 2, 3].map((i) => (i < lit ? tone : 'off'));
}

type LudsRequirements = NonNullable<StrengthCheckResponse['feedback']['luds_requirements']>;

/**
 * The LUDS policy's two numbers: the project's (bootstrap `password_config`) when known, else, before bootstrap
 * has answered, what the server's answer implies for an unmet rule (a met rule's number cannot be told: null).
 */
export function ludsNumbers(
  luds: LudsRequirements | null | undefined,
  passwordLength: number,
  known: { minimum: number | null; complexity: number | null },
): { minimum: number | null; complexity: number | null } {
  const missingCharacters = luds?.missing_characters ?? 0;
  const missingComplexity = luds?.missing_complexity ?? 0;
  const present = luds
    ? [luds.has_lower_case, luds.has_upper_case, luds.has_digit, luds.has_symbol].filter(Boolean).length
    : 0;
  return {
    minimum: known.minimum ?? (missingCharacters > 0 ? passwordLength + missingCharacters : null),
    complexity: known.complexity ?? (missingComplexity > 0 ? present + missingComplexity : null),
  };
}

export default function StrengthFeedback({
  result,
  ludsMinimum,
  ludsComplexity,
  passwordLength,
}: {
  result: StrengthCheckResponse;
  /** The project's LUDS numbers from bootstrap, or null while unknown. */
  ludsMinimum: number | null;
  ludsComplexity: number | null;
  /** In characters (code points), to work out an unmet minimum when the project's is unknown. */
  passwordLength: number;
}) {
  const m = usePasswordMessages();
  const advice = useTexts('strength', strengthMessages);
  const breach = result.breached_password ? (
    <Warning data-testid="breach-warning">{m.breachWarning}</Warning>
  ) : null;
  if (result.strength_policy === 'luds') {
    const luds = result.feedback.luds_requirements;
    const lengthOk = (luds?.missing_characters ?? 0) === 0;
    const complexityOk = (luds?.missing_complexity ?? 0) === 0;
    const { minimum, complexity } = ludsNumbers(luds, passwordLength, {
      minimum: ludsMinimum,
      complexity: ludsComplexity,
    });
    return (
      <div data-testid="luds-feedback" aria-live="polite">
        <List>
          {minimum === null ? null : (
            <Item $ok={lengthOk}>
              <span aria-hidden="true">{lengthOk ? '✓' : '✗'}</span>
              <span>
                {m.ludsLength(minimum)}
                <VisuallyHidden>{`, ${lengthOk ? m.met : m.notMet}`}</VisuallyHidden>
              </span>
            </Item>
          )}
          {complexity === null ? null : (
            <Item $ok={complexityOk}>
              <span aria-hidden="true">{complexityOk ? '✓' : '✗'}</span>
              <span>
                {m.ludsComplexity(complexity)}
                <VisuallyHidden>{`, ${complexityOk ? m.met : m.notMet}`}</VisuallyHidden>
              </span>
            </Item>
          )}
        </List>
        {breach}
      </div>
    );
  }
  const { warning, suggestions } = translateFeedback(
    result.feedback.warning,
    result.feedback.suggestions,
    advice,
  );
  return (
    <div data-testid="zxcvbn-feedback">
      <Meter
        role="meter"
        aria-label={m.strengthLabel}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={result.score}
        aria-valuetext={m.strengthLevels[Math.max(0, Math.min(4, result.score))]}
      >
        {meterSegments(result.score).map((tone, i) => (
          <Segment key={i} $tone={tone} data-tone={tone} />
        ))}
      </Meter>
      <div aria-live="polite">
        <Level
          data-testid="strength-level"
          $tone={meterSegments(result.score)[0] === 'green' ? 'green' : 'red'}
        >
          {m.strengthLabel}: {m.strengthLevels[Math.max(0, Math.min(4, result.score))]}
        </Level>
        {breach}
        {/* The server's own words (not in the table) are English: marked so, and laid out on their own. */}
        {!result.breached_password && warning ? (
          <Warning lang={warning.lang} dir={warning.lang ? 'auto' : undefined}>
            {warning.text}
          </Warning>
        ) : null}
        {!result.valid_password && suggestions.length ? (
          <List>
            {suggestions.map((s) => (
              <Item key={s.text} lang={s.lang} dir={s.lang ? 'auto' : undefined}>
                {s.text}
              </Item>
            ))}
          </List>
        ) : null}
      </div>
    </div>
  );
}
