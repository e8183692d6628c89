// The AI test page's defaults, limits and texts (the spec's AI test page, error catalogue and
// constants), in one place.

export const DEFAULT_MODEL = 'claude-3-haiku-20240307';
/** Any loaded model whose name contains this is preferred over DEFAULT_MODEL. */
export const PREFERRED_MODEL_HINT = 'haiku';
export const DEFAULT_SYSTEM_PROMPT = 'You are a helpful assistant.';

export const TEMPERATURE = { min: 0, max: 1, step: 0.01, default: 0.7 } as const;
export const MAX_TOKENS = { min: 100, max: 4000, step: 100, default: 1000 } as const;

/** Upload limits; the API refuses the same (5 files, 5 MB in total). */
export const MAX_FILES = 5;
export const MAX_TOTAL_BYTES = 5 * 1024 * 1024;

const TEXT_EXTENSIONS = `txt text md markdown csv tsv json jsonl ndjson xml yaml yml html htm css scss less js mjs
  cjs jsx ts tsx py rb go rs java kt kts swift c h cc cpp hpp cs php sh bash zsh sql graphql gql toml ini cfg
  conf env log r scala lua pl dart vue svelte rst tex srt vtt`
  .split(/\s+/)
  .filter(Boolean)
  .map((ext) => `.${ext}`);

/**
 * What the drop zone accepts (react-dropzone's MIME → extensions map). A file matches by its MIME
 * type or by its extension, so code files whose MIME type the browser does not know still pass.
 * The list follows what the API can read: text and code, PDF, Word, Excel, PowerPoint and CSV.
 */
export const ACCEPTED_FILES: Record<string, string[]> = {
  'text/*': TEXT_EXTENSIONS,
  'application/json': ['.json'],
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
};

export const TEXTS = {
  heading: 'Anthropic API Test',
  uploadHint: 'Max 5 files, 5MB total. Accepted: text, code, pdf, office and csv files',
  dropHere: 'Drag files here, or click to choose',
  tooManyFiles: `You can upload at most ${MAX_FILES} files`,
  filesTooLarge: 'Files must total 5MB or less',
  invalidType:
    'Invalid file type. Accepted formats: text, code, PDF, Word (.docx), Excel (.xlsx, .xls), PowerPoint (.pptx) and CSV',
  send: 'Send Prompt',
  sending: 'Sending...',
  demoChip: 'Demo content',
  demoExplanation: 'This answer was written by the offline demo model because no Anthropic API key is configured.',
  modelsError: 'Error fetching models',
  promptError: 'Failed to call Anthropic API',
  providersError: 'Failed to fetch AI providers',
} as const;
