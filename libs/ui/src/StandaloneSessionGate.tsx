import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hasSession } from '@mailplan/api/request';

type SessionState = 'checking' | 'signed-in' | 'signed-out';

/** Where a developer signs in when a remote runs on its own dev server (the shell's dev server). */
export const DEFAULT_SIGN_IN_URL = 'http://localhost:4200/auth/login';

/**
 * For a micro-frontend running standalone (`nx serve mfe-...`): the session cookie comes from
 * signing in through the shell, so without one the remote says so instead of showing failing
 * pages. Any answer but 401 (including the API being down) lets the pages render and report.
 */
export function StandaloneSessionGate({ children, signInUrl = DEFAULT_SIGN_IN_URL }: { children: ReactNode; signInUrl?: string }) {
  const [state, setState] = useState<SessionState>('checking');

  useEffect(() => {
    let cancelled = false;
    void hasSession().then((signedIn) => !cancelled && setState(signedIn ? 'signed-in' : 'signed-out'));
    return () => {
      cancelled = true;
    };
  }, []);

  if (state === 'checking') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Checking your session" />
      </Box>
    );
  }
  if (state === 'signed-out') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8, px: 2 }}>
        <Paper sx={{ p: 4, maxWidth: 480 }}>
          <Typography variant="h2" component="h1" gutterBottom>
            Sign in through the app first
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            This part of Mailplan is running on its own and uses the session of the main app.
          </Typography>
          <Link href={signInUrl}>Sign in to Mailplan</Link>
        </Paper>
      </Box>
    );
  }
  return <>{children}</>;
}
