import { Component, Suspense, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { RetryAlert } from '@mailplan/ui/components';
import { lazyNow } from '../app/lazy-now';

export type AreaLoader = (options: { retry: boolean }) => Promise<{ default: ComponentType }>;

export function RemoteUnavailable({ area, onRetry }: { area: string; onRetry: () => void }) {
  return (
    <Box sx={{ py: 4 }}>
      <RetryAlert
        severity="warning"
        onRetry={onRetry}
        message={
          <>
            <AlertTitle>{area} is unavailable right now. Please try again later.</AlertTitle>
            The rest of Mailplan keeps working: pick another entry in the sidebar.
          </>
        }
      />
    </Box>
  );
}

interface BoundaryProps {
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering, and keeps it inside its area. */
class AreaErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[mailplan] the ${this.props.area} area failed`, error, info.componentStack);
  }

  render() {
    if (this.state.failed) return <RemoteUnavailable area={this.props.area} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

function AreaSpinner({ area }: { area: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={`Loading ${area}`} />
    </Box>
  );
}

/**
 * One micro-frontend area inside the shell's layout: loads the remote's component lazily, shows a
 * spinner meanwhile and "<Area> is unavailable right now" with a Retry when it cannot be shown.
 */
export function RemoteArea({ area, load }: { area: string; load: AreaLoader }) {
  const [attempt, setAttempt] = useState(0);
  const Area = useMemo(() => lazyNow(() => load({ retry: attempt > 0 })), [load, attempt]);
  const retry = () => setAttempt((n) => n + 1);
  return (
    <AreaErrorBoundary key={attempt} area={area} onRetry={retry}>
      <Suspense fallback={<AreaSpinner area={area} />}>
        <Area />
      </Suspense>
    </AreaErrorBoundary>
  );
}
