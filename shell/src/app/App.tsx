import { BrowserRouter } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ToastProvider } from '@mailplan/ui';
import { mailplanTheme } from '@mailplan/ui/components';
import { AppRoutes } from './AppRoutes';

/** The shell: theme, toasts and the router around every page; the store comes with the pages that need it. */
export function App() {
  return (
    <ThemeProvider theme={mailplanTheme}>
      <CssBaseline />
      <ToastProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ToastProvider>
    </ThemeProvider>
  );
}
