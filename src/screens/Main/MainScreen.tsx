import { Fragment } from 'react';
import { Banner } from '../../components/Banner';
import { Divider } from '../../components/Divider';
import { Column, Heading, Text } from '../../components/Layout';
import { Logo } from '../../components/Logo';
import { PRODUCT_REGISTRY } from '../../flow/products';
import { useAuthState, useWidget } from '../../widget/context';
import { useLinkHosts } from '../../widget/useLinkHosts';

/** SPEC §2 Main: logo, header, then each configured login method in order, with "or" between them. */
export function MainScreen({ configError }: { configError?: string | null }) {
  const { config, theme, messages } = useWidget();
  const error = useAuthState((s) => s.error);
  const linkHosts = useLinkHosts();
  const sections = config.products.flatMap((product) => {
    const section = PRODUCT_REGISTRY[product]?.mainSection;
    return section ? [{ product, Section: section }] : [];
  });
  return (
    <>
      <Logo src={theme.logo.logoImageUrl} alt={messages.main.logoAlt} />
      {theme.hideHeaderText ? null : <Heading part="heading">{messages.main.header}</Heading>}
      {configError ? (
        <Text role="alert" $align="start" data-testid="config-error" part="config-error">
          {configError}
        </Text>
      ) : (
        <Column $gap={20}>
          {error ? (
            <Banner key={error.id} variant="error" message={error.message} linkHosts={linkHosts} />
          ) : null}
          {sections.map(({ product, Section }, index) => (
            <Fragment key={product}>
              {index > 0 ? <Divider label={messages.main.or} /> : null}
              <Section />
            </Fragment>
          ))}
        </Column>
      )}
    </>
  );
}
