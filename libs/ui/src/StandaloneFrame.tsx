import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { mailplanTheme } from './theme';
import { ToastProvider } from './ToastProvider';
import { StandaloneSessionGate } from './StandaloneSessionGate';

export interface StandaloneLink {
  label: string;
  href: string;
}

/**
 * The frame of a micro-frontend running on its own dev server: the product theme, toasts, a
 * bar with links to its areas, and the session check. Inside the shell none of this is used.
 */
export function StandaloneFrame({ title, links, children }: { title: string; links: StandaloneLink[]; children: ReactNode }) {
  return (
    <ThemeProvider theme={mailplanTheme}>
      <CssBaseline />
      <ToastProvider>
        <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar variant="dense" sx={{ gap: 1 }}>
            <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700, mr: 2 }}>
              {title} (standalone)
            </Typography>
            {links.map((link) => (
              <Button key={link.href} href={link.href} size="small">
                {link.label}
              </Button>
            ))}
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ p: { xs: 2, md: 4 } }}>
          <StandaloneSessionGate>{children}</StandaloneSessionGate>
        </Box>
      </ToastProvider>
    </ThemeProvider>
  );
}
