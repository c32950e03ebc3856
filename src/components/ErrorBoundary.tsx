import { logger } from '@/utils/logger';
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

// the 500 page loads only when a page fails: its illustration must not weigh on every first load
const ServerError = lazy(() => import('./Exception/ServerError'));

interface State {
  error?: Error;
  path?: string;
}

/** Catches render errors of a page and shows the 500 page; navigating elsewhere resets it. */
export default class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: State): State | null {
    if (state.error && state.path !== undefined && state.path !== props.resetKey) return { error: undefined, path: props.resetKey };
    if (state.path === undefined) return { ...state, path: props.resetKey };
    return null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    logger.error('render error', error, info.componentStack);
  }

  render() {
    return this.state.error ? (
      <Suspense fallback={null}>
        <ServerError />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
