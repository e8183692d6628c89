import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router';
import { TEXTS } from './campaigns.texts';

/** 'Back to campaigns', above a campaign's page and its loading and not-found views. */
export function BackToCampaigns() {
  return (
    <Button component={Link} to="/campaigns" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {TEXTS.backToCampaigns}
    </Button>
  );
}
