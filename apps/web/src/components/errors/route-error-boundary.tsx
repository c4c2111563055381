import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface Props {
  children: ReactNode;
  /** The boundary forgets a crash when this changes (the shopper went to another page). */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * SPEC §2: a page that crashes (or whose code cannot be loaded) shows "Something went wrong" with
 * a Refresh Page button, inside the shop's layout. React only catches render errors in a class.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page crashed', error, info.componentStack);
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorScreen />;
  }
}
