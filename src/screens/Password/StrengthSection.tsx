import { lazy, Suspense } from 'react';
import { Text } from '../../components/Layout';
import { useAuthState } from '../../kit/context';
import type { PasswordStrength } from './usePasswordStrength';

const StrengthFeedback = lazy(() => import('./StrengthFeedback'));

/**
 * What goes under a new-password field: the server's verdict (its view is a lazy chunk, loaded the first time a
 * password is typed), or why there is none (the check failed), so a disabled Continue is never unexplained.
 */
export function StrengthSection({ password, strength }: { password: string; strength: PasswordStrength }) {
  const passwordConfig = useAuthState((s) => s.bootstrap.passwordConfig);
  if (!password) return null;
  if (strength.error) {
    return (
      <Text $tone="secondary" $align="start" role="status">
        {strength.error}
      </Text>
    );
  }
  if (!strength.result) return null;
  return (
    <Suspense fallback={null}>
      <StrengthFeedback
        result={strength.result}
        ludsMinimum={passwordConfig?.ludsMinimumCount ?? null}
        ludsComplexity={passwordConfig?.ludsComplexity ?? null}
        passwordLength={[...password].length}
      />
    </Suspense>
  );
}
