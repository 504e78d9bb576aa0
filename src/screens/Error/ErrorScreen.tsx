import { Button } from '../../components/Button';
import { Heading, Text } from '../../components/Layout';
import { useAuthState, useMessages, useWidget } from '../../kit/context';
import { useFocusOnMount } from '../../kit/useFocusOnMount';

/** Error screen: "Looks like there was an error!", the message, and a way back. */
export function ErrorScreen() {
  const messages = useMessages();
  const { store, errorText } = useWidget();
  const error = useAuthState((s) => s.error);
  const canGoBack = useAuthState((s) => s.history.length > 0);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {messages.errorScreen.title}
      </Heading>
      {error ? <Text role="alert">{errorText(error)}</Text> : null}
      {canGoBack ? (
        <Button variant="secondary" onClick={() => store.getState().goBack()} data-idp-action="back">
          {messages.errorScreen.back}
        </Button>
      ) : null}
    </>
  );
}
