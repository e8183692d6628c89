import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import Box from '@mui/material/Box';

/**
 * The generated strategy, rendered from markdown (GitHub flavour: tables, lists). Raw HTML in
 * the text is shown as text, never injected into the page.
 */
export default function StrategyMarkdown({ text }: { text: string }) {
  return (
    <Box
      data-testid="strategy-markdown"
      sx={{
        typography: 'body1',
        '& h1, & h2, & h3': { mt: 3, mb: 1, lineHeight: 1.3 },
        '& h1': { fontSize: '1.6rem' },
        '& h2': { fontSize: '1.3rem' },
        '& h3': { fontSize: '1.1rem' },
        '& table': { borderCollapse: 'collapse', width: '100%', my: 2 },
        '& th, & td': { border: '1px solid', borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'top' },
        '& th': { bgcolor: 'grey.100' },
        '& blockquote': { borderLeft: '4px solid', borderColor: 'warning.light', m: 0, pl: 2, color: 'text.secondary' },
      }}
    >
      <Markdown remarkPlugins={[remarkGfm]} skipHtml>
        {text}
      </Markdown>
    </Box>
  );
}
