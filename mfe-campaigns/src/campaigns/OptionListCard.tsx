import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { BuilderAction, OptionListKind } from './builder-state';
import { TEXTS } from './campaigns.texts';
import { useBuilder, useBuilderStore } from './form/builder-store';
import { useTypingDraft } from './form/typing-draft';

/** An inline editor: Enter or Save keeps the text (trimmed; empty is ignored), Escape or Cancel leaves it. */
function InlineEdit({
  initial,
  label,
  maxLength,
  onSave,
  onDone,
  onTyping,
}: {
  initial: string;
  label: string;
  maxLength: number;
  onSave(text: string): void;
  onDone(): void;
  /** The text as it is typed; null once the editor closes. */
  onTyping?(text: string | null): void;
}) {
  const [text, setText] = useState(initial);
  useEffect(() => () => onTyping?.(null), [onTyping]);
  const save = () => {
    if (text.trim()) onSave(text);
    onDone();
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', width: '100%' }}>
      <TextField
        label={label}
        value={text}
        autoFocus
        onChange={(e) => {
          setText(e.target.value);
          onTyping?.(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            save();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onDone();
          }
        }}
        slotProps={{ htmlInput: { maxLength } }}
        helperText={TEXTS.characters(text.trim().length)}
      />
      <Button onClick={save} variant="contained" size="small" sx={{ mt: 0.5 }}>
        {TEXTS.saveEdit}
      </Button>
      <Button onClick={onDone} size="small" sx={{ mt: 0.5 }}>
        {TEXTS.cancelEdit}
      </Button>
    </Stack>
  );
}

function WriteOwn({ label, maxLength, onUse, onTyping }: { label: string; maxLength: number; onUse(text: string): void; onTyping?(text: string | null): void }) {
  const [text, setText] = useState('');
  useEffect(() => () => onTyping?.(null), [onTyping]);
  const use = () => {
    if (!text.trim()) return;
    onUse(text);
    setText('');
    onTyping?.(null);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onTyping?.(e.target.value || null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            use();
          }
        }}
        slotProps={{ htmlInput: { maxLength } }}
      />
      <Button onClick={use} disabled={!text.trim()} sx={{ mt: 0.5 }}>
        {TEXTS.useOwn}
      </Button>
    </Stack>
  );
}

export interface OptionListCardProps {
  kind: OptionListKind;
  title: string;
  /** `Subject line` / `Preview text`, for labels. */
  noun: string;
  maxLength: number;
  /** What to aim for, e.g. 'Aim for 50 characters or fewer'. */
  aim: string;
  emptyText: string;
  ownLabel: string;
  generateLabel: string;
  onGenerate(): void;
  generateDisabled?: boolean;
  generating?: boolean;
}

/**
 * The subject-line (or preview-text) card: the list of options (Select, Edit, Reject), or the
 * selected view, or, with neither, a text of one's own. It reads its list from the campaign.
 */
export function OptionListCard({
  kind,
  title,
  noun,
  maxLength,
  aim,
  emptyText,
  ownLabel,
  generateLabel,
  onGenerate,
  generateDisabled,
  generating,
}: OptionListCardProps) {
  const state = useBuilder((s) => s[kind]);
  const { dispatch } = useBuilderStore();
  const [editing, setEditing] = useState<number | 'selected' | null>(null);
  const act = (action: BuilderAction) => dispatch(action);
  // the inbox preview and the subject lint follow what is typed here before it is kept
  const typing = useTypingDraft();
  const onTyping = useCallback((text: string | null) => typing.set(kind, text), [typing, kind]);
  const titleId = `${kind}-card-title`;

  let body;
  if (state.listOpen && state.options.length > 0) {
    body = (
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={`${noun} options`}>
        {state.options.map((option, index) => (
          <Box
            component="li"
            key={`${index}-${option}`}
            aria-label={TEXTS.optionLabel(noun, index + 1)}
            sx={{
              border: 1,
              borderColor: option === state.selected ? 'primary.main' : 'divider',
              borderRadius: 1,
              p: 1.5,
            }}
          >
            {editing === index ? (
              <InlineEdit
                initial={option}
                label={TEXTS.optionLabel(noun, index + 1)}
                maxLength={maxLength}
                onSave={(text) => act({ type: 'options', list: kind, op: 'edit', index, text })}
                onDone={() => setEditing(null)}
                onTyping={onTyping}
              />
            ) : (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ wordBreak: 'break-word' }}>{option}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {TEXTS.characters(option.length)}
                  </Typography>
                </Box>
                <Button size="small" variant="outlined" onClick={() => act({ type: 'options', list: kind, op: 'select', index })}>
                  {TEXTS.selectOption}
                </Button>
                <IconAction title={TEXTS.editOption} target={TEXTS.optionLabel(noun, index + 1).toLowerCase()} icon={<EditIcon fontSize="small" />} onClick={() => setEditing(index)} />
                <IconAction title={TEXTS.rejectOption} target={TEXTS.optionLabel(noun, index + 1).toLowerCase()} icon={<CloseIcon fontSize="small" />} onClick={() => act({ type: 'options', list: kind, op: 'reject', index })} />
              </Stack>
            )}
          </Box>
        ))}
      </Stack>
    );
  } else if (state.selected) {
    body =
      editing === 'selected' ? (
        <InlineEdit
          initial={state.selected}
          label={noun}
          maxLength={maxLength}
          onSave={(text) => act({ type: 'options', list: kind, op: 'editSelected', text })}
          onDone={() => setEditing(null)}
          onTyping={onTyping}
        />
      ) : (
        <Box data-testid={`${kind}-selected`} sx={{ border: 1, borderColor: 'primary.main', borderRadius: 1, p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CheckIcon color="primary" fontSize="small" />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ wordBreak: 'break-word', fontWeight: 500 }}>{state.selected}</Typography>
              <Typography variant="caption" color="text.secondary">
                {TEXTS.characters(state.selected.length)}
              </Typography>
            </Box>
            {state.options.length > 1 && (
              <Button size="small" onClick={() => act({ type: 'options', list: kind, op: 'showList' })}>
                {TEXTS.changeSelection}
              </Button>
            )}
            <IconAction title={TEXTS.editOption} target={noun.toLowerCase()} icon={<EditIcon fontSize="small" />} onClick={() => setEditing('selected')} />
            <IconAction title={TEXTS.clearSelection} target={noun.toLowerCase()} icon={<CloseIcon fontSize="small" />} onClick={() => act({ type: 'options', list: kind, op: 'clearSelected' })} />
          </Stack>
        </Box>
      );
  } else {
    body = (
      <Stack spacing={1.5}>
        <Typography color="text.secondary">{emptyText}</Typography>
        <WriteOwn label={ownLabel} maxLength={maxLength} onUse={(text) => act({ type: 'options', list: kind, op: 'editSelected', text })} onTyping={onTyping} />
      </Stack>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h2" id={titleId}>
          {title}
        </Typography>
        <Button
          variant="outlined"
          onClick={onGenerate}
          disabled={generateDisabled || generating}
          startIcon={generating ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeIcon />}
        >
          {generating ? TEXTS.generating : generateLabel}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {aim}
      </Typography>
      {body}
    </Paper>
  );
}

/** A small icon button with its tooltip; screen readers hear the tooltip and what it acts on ("Edit option 2"). */
function IconAction({ title, target, icon, onClick }: { title: string; target: string; icon: ReactNode; onClick(): void }) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={`${title} ${target}`} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
