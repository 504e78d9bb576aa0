import { Text } from '../../components/Layout';
import { landingMessages } from '../../i18n/landing';
import { useTexts } from '../../kit/context';

/** "Check your email"'s line about the link: where it works, or that it has expired (in the landing chunk). */
export function LinkNote({ expired }: { expired: boolean }) {
  const m = useTexts('landing', landingMessages);
  return expired ? (
    <Text role="status" data-testid="link-expired">
      {m.linkExpired}
    </Text>
  ) : (
    <Text $tone="secondary">{m.thisBrowserOnly}</Text>
  );
}
