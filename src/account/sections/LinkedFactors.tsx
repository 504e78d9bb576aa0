import { Text } from '../../components/Layout';
import { useWidget } from '../../kit/context';
import { accountApi } from '../api';
import {
  List,
  Row,
  RowButton,
  RowText,
  Secondary,
  Section,
  Status,
  useAccountMessages,
  useAction,
  useFocusSection,
  useUser,
} from '../kit';
import { isLastMethod } from '../loginMethods';
import { useStepUp } from '../stepUp';

interface Linked {
  id: string;
  name: string;
  detail: string;
}

/** Connected accounts: the social providers linked to the user; unlink one (`DELETE /users/oauth/{id}`). */
export function ConnectedAccountsSection() {
  const m = useAccountMessages();
  const user = useUser();
  const items = (user?.providers ?? []).flatMap((p) =>
    p.oauth_user_registration_id
      ? [
          {
            id: p.oauth_user_registration_id,
            name: providerName(p.provider_type),
            detail: p.provider_subject,
          },
        ]
      : [],
  );
  return (
    <LinkedSection
      id="connectedAccounts"
      wire="oauth"
      title={m.connectedTitle}
      empty={m.noConnected}
      items={items}
    />
  );
}

/** Crypto wallets: the user's wallets; remove one (`DELETE /users/crypto_wallets/{id}`). */
export function WalletsSection() {
  const m = useAccountMessages();
  const user = useUser();
  const items = (user?.crypto_wallets ?? []).map((w) => ({
    id: w.crypto_wallet_id,
    name: w.crypto_wallet_address,
    detail: w.crypto_wallet_type.charAt(0).toUpperCase() + w.crypto_wallet_type.slice(1),
  }));
  return (
    <LinkedSection
      id="wallets"
      wire="crypto_wallets"
      title={m.walletsTitle}
      empty={m.noWallets}
      items={items}
    />
  );
}

function providerName(type: string): string {
  const known: Record<string, string> = {
    github: 'GitHub',
    gitlab: 'GitLab',
    linkedin: 'LinkedIn',
    tiktok: 'TikTok',
  };
  return known[type.toLowerCase()] ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/** A list of login factors the user can remove (never the last way to log in); removing is sensitive. */
function LinkedSection({
  id,
  wire,
  title,
  empty,
  items,
}: {
  id: 'connectedAccounts' | 'wallets';
  wire: 'oauth' | 'crypto_wallets';
  title: string;
  empty: string;
  items: Linked[];
}) {
  const m = useAccountMessages();
  const { client, emit } = useWidget();
  const user = useUser();
  const stepUp = useStepUp();
  const focusSection = useFocusSection();
  const { pending, error, setError, notice, setNotice, run } = useAction<'remove'>();

  const remove = (item: Linked) => {
    if (!user) return;
    if (isLastMethod(user, { kind: wire, id: item.id })) {
      setNotice(null);
      setError(m.lastMethod);
      return;
    }
    void run('remove', () =>
      stepUp.sensitive(
        async () => {
          await accountApi(client).deleteFactor(wire, item.id);
          setNotice(m.removed(item.name));
          emit('account_updated', { section: id, action: 'removed' });
          focusSection();
        },
        () => remove(item),
      ),
    );
  };

  return (
    <Section id={id} title={title}>
      {items.length === 0 ? (
        <Text $align="start" $tone="secondary">
          {empty}
        </Text>
      ) : (
        <List>
          {items.map((item) => (
            <Row key={item.id}>
              <RowText>
                <span dir="ltr">{item.name}</span>
                <Secondary dir="ltr">{item.detail}</Secondary>
              </RowText>
              <RowButton
                type="button"
                aria-label={m.removeNamed(item.name)}
                onClick={() => remove(item)}
                disabled={pending !== null}
              >
                {m.remove}
              </RowButton>
            </Row>
          ))}
        </List>
      )}
      {stepUp.panel}
      <Status error={error} notice={notice} />
    </Section>
  );
}
