import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AppDispatch, type ModuleDto, type ModuleSummaryDto, type RootState } from '@mailplan/api';
import { modulesApi } from '@mailplan/api/endpoints/modules';
import { renderModuleHtml, type BrandTokens } from '@mailplan/shared';
import morphdom from 'morphdom';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import type { CampaignContent, ModuleInstance } from './instances';
import { TEXTS } from './campaigns.texts';

/** The campaign form's email preview (the spec's business constants). */
const EMAIL_PREVIEW = {
  maxWidthPx: 600,
  /** The frame's height: the viewport minus this. */
  heightOffset: '12rem',
} as const;

/**
 * The module details (with their HTML) of `ids`, read through the module detail endpoint and its
 * cache: each module is fetched once however many instances use it, and stays subscribed while
 * the preview shows it.
 */
export function useModuleDetails(ids: readonly number[]): Map<number, ModuleDto> {
  const dispatch = useDispatch<AppDispatch>();
  const unique = useMemo(() => [...new Set(ids)].sort((a, b) => a - b), [ids]);
  const key = unique.join(',');
  useEffect(() => {
    if (!key) return;
    const subscriptions = key.split(',').map((id) => dispatch(modulesApi.endpoints.getModule.initiate(Number(id))));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [key, dispatch]);
  // One selector per module, made once: `select(id)` builds a new memoised selector at each call,
  // and the preview renders on every keystroke.
  const selectors = useMemo(() => unique.map((id) => modulesApi.endpoints.getModule.select(id)), [unique]);
  const found = useSelector((state: RootState) => selectors.map((select) => select(state).data), shallowEqual);
  return useMemo(() => new Map(unique.flatMap((id, i) => (found[i] ? [[id, found[i]!] as const] : []))), [unique, found]);
}

/**
 * Dark mode as the Gmail app and Outlook on Windows apply it to an email that has no dark styles
 * of its own: full colour inversion, light turning dark and dark light with hues kept, simulated by
 * this CSS filter on the frame. Those clients leave images as they are, so the frame inverts its
 * images back (the same filter twice is close to none). The checklist's dark-mode item computes
 * colours with the same transformation.
 */
export const DARK_INVERSION_FILTER = 'invert(1) hue-rotate(180deg)';

export const PREVIEW_TEXTS = {
  dark: 'Dark mode (inverted)',
  darkHint: 'How the Gmail app and Outlook on Windows show the email in dark mode: they invert its colours, not its images.',
} as const;

/** The switch over an email preview that shows it as the inverting clients do (edit form and campaign page). */
export function DarkModeToggle({ checked, onChange }: { checked: boolean; onChange: (dark: boolean) => void }) {
  return (
    <FormControlLabel
      sx={{ mb: 1 }}
      title={PREVIEW_TEXTS.darkHint}
      control={<Switch size="small" checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={<Typography variant="body2">{PREVIEW_TEXTS.dark}</Typography>}
    />
  );
}

/** The frame's own part of dark mode: its images inverted back, as the clients leave them alone. */
export function setFrameDark(doc: Document | null | undefined, dark: boolean) {
  if (!doc?.head) return;
  if (!doc.head.querySelector('style[data-dark-images]')) {
    const style = doc.createElement('style');
    style.dataset.darkImages = '';
    style.textContent = `html.mp-dark img{filter:${DARK_INVERSION_FILTER};}`;
    doc.head.append(style);
  }
  doc.documentElement.classList.toggle('mp-dark', dark);
}

const FRAME_DOC = '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>';

/** Page styles of the preview: a grey inbox around a white email of at most 600 px. */
const FRAME_STYLE = `<style data-preview>
html,body{margin:0;padding:0;background:#eef0f3;}
.mp-email{max-width:${EMAIL_PREVIEW.maxWidthPx}px;margin:0 auto;background:#fff;overflow-wrap:anywhere;}
.mp-email img{max-width:100%;height:auto;}
.mp-email a{pointer-events:none;}
</style>`;

/** The email's HTML of one instance: the module's template filled with its content and brand tokens. */
export function instanceHtml(module: Pick<ModuleSummaryDto, 'fields'> & { html_content?: string }, content: Record<string, string> | undefined, tokens: BrandTokens) {
  const values: Record<string, string> = {};
  // An empty field shows its own placeholder, else its name in brackets, as the module preview does.
  for (const field of module.fields) {
    const value = content?.[field.name] ?? '';
    values[field.name] = value !== '' ? value : (field.placeholder ?? `[${field.name}]`);
  }
  for (const [name, value] of Object.entries(content ?? {})) if (!(name in values)) values[name] = value;
  return renderModuleHtml(module.html_content ?? '', values, tokens);
}

/**
 * Writes the sections into the frame's document, touching only the sections whose HTML changed,
 * so that typing in one field re-lays out one module and the frame keeps its scroll position.
 */
const written = new WeakMap<Element, string>();

export function writeSections(doc: Document, sections: readonly { id: string; html: string }[]) {
  let root = doc.body.querySelector<HTMLElement>('.mp-email');
  if (!root) {
    doc.body.innerHTML = `${FRAME_STYLE}<div class="mp-email"></div>`;
    root = doc.body.querySelector<HTMLElement>('.mp-email')!;
  }
  const existing = new Map<string, HTMLElement>();
  for (const el of Array.from(root.children) as HTMLElement[]) existing.set(el.dataset.instance ?? '', el);
  let previous: Element | null = null;
  for (const { id, html } of sections) {
    let el = existing.get(id);
    existing.delete(id);
    if (!el) {
      el = doc.createElement('div');
      el.dataset.instance = id;
    }
    const before = written.get(el);
    if (before !== html) {
      if (before === undefined) el.innerHTML = html;
      else {
        // Parsed in an inert template (nothing is fetched), then merged into the live nodes: typing
        // changes a few characters of one module, so its images, links and tables stay the same
        // nodes and the frame neither fetches the images again nor lays out more than the text.
        const template = doc.createElement('template');
        template.innerHTML = html;
        const next = el.cloneNode(false) as HTMLElement;
        next.appendChild(template.content);
        morphdom(el, next, { childrenOnly: true });
      }
      written.set(el, html);
    }
    const expected: Element | null = previous ? previous.nextElementSibling : root.firstElementChild;
    if (expected !== el) root.insertBefore(el, expected);
    previous = el;
  }
  for (const el of existing.values()) el.remove();
}

interface EmailPreviewProps {
  instances: readonly ModuleInstance[];
  content: CampaignContent;
  modules: readonly ModuleSummaryDto[] | undefined;
  tokens: BrandTokens;
  /** Shown in the panel's header (Export HTML, Copy HTML). */
  actions?: ReactNode;
}

/**
 * The sticky Email Preview: the modules' HTML in order with the fields filled, in a frame that is
 * same-origin only (no scripts, forms, pop-ups or navigation of the page around it), at most
 * 600 px wide, as high as the viewport minus 12rem.
 */
export const EmailPreview = memo(function EmailPreview({ instances, content, modules, tokens, actions }: EmailPreviewProps) {
  const moduleIds = useMemo(() => instances.map((i) => i.moduleId), [instances]);
  const details = useModuleDetails(moduleIds);
  const summaries = useMemo(() => new Map(modules?.map((m) => [m.id, m])), [modules]);

  const sections = useMemo(
    () =>
      instances.flatMap(({ instanceId, moduleId }) => {
        const detail = details.get(moduleId);
        if (!detail) return [];
        const fields = detail.fields ?? summaries.get(moduleId)?.fields ?? [];
        return [{ id: instanceId, html: instanceHtml({ ...detail, fields }, content[instanceId], tokens) }];
      }),
    [instances, details, summaries, content, tokens],
  );

  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(sections);
  latest.current = sections;
  const [dark, setDark] = useState(false);
  const darkRef = useRef(dark);
  darkRef.current = dark;
  const write = useCallback(() => {
    const doc = frame.current?.contentDocument;
    if (!doc?.body) return;
    writeSections(doc, latest.current);
    setFrameDark(doc, darkRef.current);
  }, []);
  useEffect(write, [sections, dark, write]);

  // The panel around the frame does not change as the user types: the same element lets React
  // skip it, and only the effect above writes the changed section into the frame.
  const empty = instances.length === 0;
  return useMemo(
    () => (
      <Paper variant="outlined" component="section" aria-labelledby="email-preview-title" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" component="h2" id="email-preview-title">
            {TEXTS.emailPreview}
          </Typography>
          {actions}
        </Stack>
        <DarkModeToggle checked={dark} onChange={setDark} />
        <Box sx={{ maxWidth: EMAIL_PREVIEW.maxWidthPx, mx: 'auto', position: 'relative' }}>
          <Box
            component="iframe"
            ref={frame}
            title={TEXTS.previewFrameTitle}
            sandbox="allow-same-origin"
            srcDoc={FRAME_DOC}
            onLoad={write}
            data-testid="email-preview-frame"
            data-dark={dark || undefined}
            sx={{
              filter: dark ? DARK_INVERSION_FILTER : 'none',
              display: 'block',
              width: '100%',
              height: `calc(100vh - ${EMAIL_PREVIEW.heightOffset})`,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: '#eef0f3',
            }}
          />
          {empty && (
            <Typography
              color="text.secondary"
              sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}
            >
              {TEXTS.previewEmpty}
            </Typography>
          )}
        </Box>
      </Paper>
    ),
    [actions, empty, write, dark],
  );
});
