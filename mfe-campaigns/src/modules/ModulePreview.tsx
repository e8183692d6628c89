import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useBrandTokens } from '../brand-tokens';
import { previewHtml, type PlaceholderSource } from './module-placeholders';

export const PREVIEW_HEIGHT = 400;

interface ModulePreviewProps {
  html: string;
  fields: readonly PlaceholderSource[];
  title?: string;
  /** Shown instead of the frame while there is no HTML. */
  emptyText?: string;
}

/**
 * The module's HTML with sample values, in a frame that is same-origin only: no scripts, forms,
 * pop-ups or top navigation, so a template cannot act on the page around it.
 */
export function ModulePreview({
  html,
  fields,
  title = 'Module preview',
  emptyText = 'Add HTML content to see a preview.',
}: ModulePreviewProps) {
  const tokens = useBrandTokens();
  if (!html.trim()) {
    return (
      <Box
        sx={{
          height: PREVIEW_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography color="text.secondary">{emptyText}</Typography>
      </Box>
    );
  }
  return (
    <Box
      component="iframe"
      title={title}
      sandbox="allow-same-origin"
      srcDoc={previewHtml(html, fields, tokens)}
      sx={{
        display: 'block',
        width: '100%',
        height: PREVIEW_HEIGHT,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
      }}
    />
  );
}
