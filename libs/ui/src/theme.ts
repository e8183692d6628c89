import { createTheme } from '@mui/material/styles';

/**
 * The product's one MUI theme. The shell provides it to every area; a remote running standalone
 * uses the same theme so that it looks the same outside the shell.
 */
export const mailplanTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1f5fbf' },
    secondary: { main: '#6b4fbb' },
    error: { main: '#c62828' },
    background: { default: '#f7f8fa', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", sans-serif',
    h1: { fontSize: '2rem', fontWeight: 600 },
    h2: { fontSize: '1.5rem', fontWeight: 600 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
  },
});

/** Width of the logged-in sidebar (the spec's business constants). */
export const SIDEBAR_WIDTH = 250;
