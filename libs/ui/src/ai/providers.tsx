import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type AiProvidersDto } from '@mailplan/api';
import { useGetAiProvidersQuery } from '@mailplan/api/endpoints/ai';
import { AI_TEXTS } from './texts';

const LABELS: Record<string, string> = { claude: 'Claude', openai: 'OpenAI', gemini: 'Gemini', demo: 'Demo' };

/**
 * The offered providers when `GET /api/ai/providers` cannot be read: claude is the default
 * (product decision P13).
 */
export const FALLBACK_PROVIDERS: AiProvidersDto = {
  providers: ['claude', 'openai', 'gemini'],
  default: 'claude',
  configured: { claude: false, openai: false, gemini: false },
};

/** 'Claude', 'OpenAI', 'Gemini' for a provider's name. */
export function providerLabel(name: string): string {
  return LABELS[name] ?? name;
}

/**
 * Whether a provider answers with the offline demo model: no API key is configured for it
 * (product decision P14).
 */
export function isDemoProvider(providers: AiProvidersDto, name: string): boolean {
  const configured = providers.configured as unknown as Record<string, boolean> | undefined;
  return !configured?.[name];
}

/**
 * The AI providers (`GET /api/ai/providers`, read once for every screen): FALLBACK_PROVIDERS
 * until, or unless, they are read. `loaded` tells the real list from the fallback; the query's
 * error is the caller's to report.
 */
export function useAiProviders() {
  const query = useGetAiProvidersQuery();
  return { providers: query.data ?? FALLBACK_PROVIDERS, loaded: query.isSuccess, isError: query.isError, error: query.error };
}

/** The AI provider selector; a provider without a key is marked as writing demo content. */
export function ProviderSelect<T extends string>({
  value,
  onChange,
  label = AI_TEXTS.provider,
  disabled,
}: {
  value: T;
  onChange(value: T): void;
  label?: string;
  disabled?: boolean;
}) {
  const { providers } = useAiProviders();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      disabled={disabled}
      sx={{ minWidth: 220 }}
      slotProps={{
        select: {
          renderValue: (v) => `${providerLabel(String(v))}${isDemoProvider(providers, String(v)) ? ' (demo)' : ''}`,
        },
      }}
    >
      {providers.providers.map((name) => (
        <MenuItem key={name} value={name}>
          {providerLabel(name)}
          {isDemoProvider(providers, name) ? ` (${AI_TEXTS.demoNote})` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
