import './texts';
import { Alert, Button } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { reportRenderError } from '@/integrations/render-errors';

interface Props {
  /** Names the part in error reports (`study-versions`, `route:/study/:id`); never a record value. */
  name: string;
  /** `page` for a whole route, `panel` for a tab, chart, side panel or preview. */
  scope?: 'page' | 'panel';
  /** When it changes (another route, another record) a failed part tries again by itself. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

function Failed({ scope, onRetry }: { scope: 'page' | 'panel'; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ m: scope === 'page' ? 2 : 0 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('ui.boundary.retry')}
        </Button>
      }
    >
      {translate(scope === 'page' ? 'ui.boundary.page_failed' : 'ui.boundary.panel_failed')}
    </Alert>
  );
}

/**
 * Keeps a failure where it happened: a part that throws while drawing shows a message with Retry
 * in its own place, while the menu, the other parts and whatever was typed in them stay as they
 * were. The error goes to error reporting with the part's name only.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportRenderError(error, this.props.name);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    return <Failed scope={this.props.scope ?? 'panel'} onRetry={this.retry} />;
  }
}

/** A tab, chart, side panel or preview that fails alone. */
export function PanelBoundary({ name, resetKey, children }: Omit<Props, 'scope'>) {
  return (
    <ErrorBoundary name={name} scope="panel" resetKey={resetKey}>
      {children}
    </ErrorBoundary>
  );
}
