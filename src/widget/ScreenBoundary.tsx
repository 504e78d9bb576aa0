import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Heading, Text } from '../components/Layout';
import type { Messages } from '../i18n/en';

interface BoundaryState {
  failed: boolean;
}

interface BoundaryProps {
  messages: Messages;
  children: ReactNode;
}

/** Last line of defence: a render error shows the error screen instead of a blank element. */
export class ScreenBoundary extends Component<BoundaryProps, BoundaryState> {
  // Set here rather than as a class field, which the build lowers to a define-property helper.
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('idp-elements: a screen failed to render.', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <Heading>{this.props.messages.errorScreen.title}</Heading>
        <Text role="alert">{this.props.messages.errorScreen.renderFailed}</Text>
      </>
    );
  }
}
