import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TEXTS } from './concepts.texts';

/** The edit page's frame: the way back to the concepts (unless `back` is false) and the title. */
export function Page({ children, back = true }: { children: ReactNode; back?: boolean }) {
  return (
    <Box sx={{ maxWidth: 820 }}>
      {back && (
        <Button component={Link} to="/email-concepts" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          {TEXTS.backToConcepts}
        </Button>
      )}
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {TEXTS.editTitle}
      </Typography>
      {children}
    </Box>
  );
}

/** A concept that cannot be loaded: the spec's message and the way back. */
export function LoadFailure() {
  return (
    <Box>
      <Alert severity="error" sx={{ mb: 3 }}>
        {TEXTS.editLoadFailed}
      </Alert>
      <Button component={Link} to="/email-concepts" variant="outlined" startIcon={<ArrowBackIcon />}>
        {TEXTS.backToConcepts}
      </Button>
    </Box>
  );
}
