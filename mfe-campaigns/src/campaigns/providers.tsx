import Alert from '@mui/material/Alert';
import type { AiProvidersDto } from '@mailplan/api';
import { useToast } from '@mailplan/ui';
import { isDemoProvider, providerLabel, useAiProviders } from '@mailplan/ui/ai';
import { useEffect, useRef } from 'react';
import { TEXTS } from './campaigns.texts';

/** The providers, 'Failed to fetch AI providers' once when they cannot be read (then the fallback list). */
export function useProviders() {
  const { providers, loaded, isError } = useAiProviders();
  const toast = useToast();
  const told = useRef(false);
  useEffect(() => {
    if (isError && !told.current) {
      told.current = true;
      toast({ title: TEXTS.providersFailed, variant: 'destructive' });
    }
  }, [isError, toast]);
  return { providers, loaded };
}

/** Says plainly that the chosen provider writes demo content. */
export function DemoNotice({ providers, value, loaded }: { providers: AiProvidersDto; value: string; loaded: boolean }) {
  if (!loaded || !isDemoProvider(providers, value)) return null;
  return (
    <Alert severity="info" data-testid="demo-notice">
      {TEXTS.demoNotice(providerLabel(value))}
    </Alert>
  );
}
