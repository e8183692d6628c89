import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AiProvidersDto } from '@mailplan/api';
import { TEXTS } from './concepts.texts';

const LABELS: Record<string, string> = {
  claude: 'Claude',
  openai: 'OpenAI',
  gemini: 'Gemini',
  demo: 'Demo',
};

/** The offered providers when the list cannot be read (part 2, section 1). */
export const FALLBACK_PROVIDERS: AiProvidersDto = {
  providers: ['claude', 'openai', 'gemini'],
  default: 'claude',
  configured: { claude: false, openai: false, gemini: false },
};

export function providerLabel(name: string): string {
  return LABELS[name] ?? name;
}

/** Whether a provider answers with the offline demo model (no key configured). */
export function isDemoProvider(providers: AiProvidersDto, name: string): boolean {
  const configured = providers.configured as unknown as Record<string, boolean> | undefined;
  return !configured?.[name];
}

/** The AI provider selector; a provider without a key is marked as writing demo content. */
export function ProviderSelect({
  providers,
  value,
  onChange,
  label = TEXTS.provider,
  disabled,
}: {
  providers: AiProvidersDto;
  value: string;
  onChange(value: string): void;
  label?: string;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      sx={{ minWidth: 200 }}
      slotProps={{
        select: {
          renderValue: (v) => `${providerLabel(String(v))}${isDemoProvider(providers, String(v)) ? ' (demo)' : ''}`,
        },
      }}
    >
      {providers.providers.map((name) => (
        <MenuItem key={name} value={name}>
          {providerLabel(name)}
          {isDemoProvider(providers, name) ? ` (${TEXTS.demoNote})` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
