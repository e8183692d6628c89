import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import type { ModuleFieldDto, ModuleSummaryDto } from '@mailplan/api';
import { newInstanceId } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { memo, useState, type Dispatch } from 'react';
import type { BuilderAction } from './builder-state';
import type { ModuleInstance } from './instances';
import { TEXTS } from './campaigns.texts';
import { useBuilder, useBuilderStore } from './form/builder-store';
import { InstanceComments } from './approval/InstanceComments';

/** What the refinement dialog needs to know about the field it rewrites. */
export interface RefineTarget {
  instanceId: string;
  fieldName: string;
  content: string;
  label: string;
  field?: ModuleFieldDto;
}

function lengthNote(field: ModuleFieldDto, length: number): { text: string; over: boolean } {
  const parts = [field.purpose];
  const limit = field.maxLength ? `${length}/${field.maxLength}` : TEXTS.characters(length);
  if (length > 0 || field.maxLength) parts.push(limit);
  const over = (field.maxLength !== undefined && length > field.maxLength) || (field.minLength !== undefined && length > 0 && length < field.minLength);
  return { text: parts.filter(Boolean).join(' · '), over };
}

/**
 * One field's content: an input while it is empty or being edited; read-only text once filled.
 * Clicking the text (or Edit) switches to the input; leaving the input returns to the text when it
 * holds a value.
 */
const FieldContent = memo(function FieldContent({
  instanceId,
  field,
  value,
  label,
  dispatch,
  onRefine,
}: {
  instanceId: string;
  field: ModuleFieldDto;
  value: string;
  label: string;
  dispatch: Dispatch<BuilderAction>;
  onRefine(target: RefineTarget): void;
}) {
  const [editing, setEditing] = useState(false);
  const note = lengthNote(field, value.length);
  const inputId = `${instanceId}-${field.name}`;

  if (editing || value === '') {
    return (
      <TextField
        id={inputId}
        label={field.name}
        required={field.required}
        value={value}
        onChange={(e) => dispatch({ type: 'setField', instanceId, field: field.name, value: e.target.value })}
        onFocus={() => setEditing(true)}
        onBlur={() => setEditing(false)}
        autoFocus={editing}
        // short fields (a headline, a button, an address) stay one line; longer copy grows with its text
        multiline={field.type === 'text' && (field.maxLength === undefined || field.maxLength > 100)}
        maxRows={8}
        placeholder={field.placeholder}
        error={note.over}
        helperText={note.text || ' '}
        slotProps={{ htmlInput: { 'data-field': field.name } }}
      />
    );
  }

  const edit = () => setEditing(true);
  return (
    <Box data-testid="field-content" data-field={field.name}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="caption" color="text.secondary" component="span" sx={{ fontWeight: 600 }}>
          {field.name}
          {field.required ? ' *' : ''}
        </Typography>
        {field.type === 'button' && <Chip label="button" size="small" variant="outlined" sx={{ height: 18, fontSize: 11 }} />}
        <Box sx={{ flex: 1 }} />
        <Tooltip title="Edit">
          <IconButton size="small" aria-label={TEXTS.editField(`${field.name} of ${label}`)} onClick={edit}>
            <EditIcon fontSize="inherit" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Refine with AI">
          <IconButton
            size="small"
            color="secondary"
            aria-label={TEXTS.refineField(`${field.name} of ${label}`)}
            onClick={() => onRefine({ instanceId, fieldName: field.name, content: value, label, field })}
          >
            <AutoAwesomeIcon fontSize="inherit" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography
        onClick={edit}
        sx={{
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          cursor: 'text',
          borderRadius: 1,
          px: 1,
          py: 0.5,
          mx: -1,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {value}
      </Typography>
      {note.over && (
        <Typography variant="caption" color="error">
          {note.text}
        </Typography>
      )}
    </Box>
  );
});

/** The card's heading and its up, down, duplicate and remove controls (not re-rendered by typing). */
const InstanceHeader = memo(function InstanceHeader({
  index,
  count,
  label,
  moduleId,
  category,
  dispatch,
}: {
  index: number;
  count: number;
  label: string;
  moduleId: number;
  category: string | undefined;
  dispatch: Dispatch<BuilderAction>;
}) {
  const toast = useToast();
  const duplicate = () => {
    dispatch({ type: 'duplicate', index, instanceId: newInstanceId(moduleId) });
    toast({ title: TEXTS.moduleDuplicated, variant: 'success' });
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
        {label}
      </Typography>
      {category && <Chip label={category} size="small" variant="outlined" />}
      <Tooltip title="Move up">
        <span>
          <IconButton size="small" aria-label={TEXTS.moveUp(label)} disabled={index === 0} onClick={() => dispatch({ type: 'move', index, delta: -1 })}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Move down">
        <span>
          <IconButton
            size="small"
            aria-label={TEXTS.moveDown(label)}
            disabled={index === count - 1}
            onClick={() => dispatch({ type: 'move', index, delta: 1 })}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Duplicate">
        <IconButton size="small" aria-label={TEXTS.duplicate(label)} onClick={duplicate}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Remove">
        <IconButton size="small" aria-label={TEXTS.remove(label)} onClick={() => dispatch({ type: 'remove', index })}>
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
});

export interface InstanceCardProps {
  instance: ModuleInstance;
  index: number;
  count: number;
  label: string;
  module: ModuleSummaryDto | undefined;
  /** The list of modules has not arrived yet. */
  modulesLoading: boolean;
  onRefine(target: RefineTarget): void;
}

const EMPTY: Record<string, string> = {};

/**
 * A card off screen is neither styled, laid out nor painted until it scrolls near the viewport
 * (`content-visibility: auto`); it keeps the height it last had, or about one card's before it was
 * first shown. With a dozen instances, a keystroke then repaints the cards in view only.
 */
const CARD_SX = { p: 2.5, contentVisibility: 'auto', containIntrinsicSize: 'auto 420px' } as const;

/**
 * One module instance: an input per module field, and up, down, duplicate and remove. The card
 * reads its own content from the campaign, so typing re-renders this card only.
 */
export const InstanceCard = memo(function InstanceCard({ instance, index, count, label, module, modulesLoading, onRefine }: InstanceCardProps) {
  const { dispatch } = useBuilderStore();
  const content = useBuilder((state) => state.content[instance.instanceId]) ?? EMPTY;
  return (
    <Paper variant="outlined" component="section" aria-label={label} data-testid="instance-card" sx={CARD_SX}>
      <InstanceHeader index={index} count={count} label={label} moduleId={instance.moduleId} category={module?.category} dispatch={dispatch} />
      {module ? (
        <Stack spacing={2}>
          {module.fields.map((field) => (
            <FieldContent
              key={field.name}
              instanceId={instance.instanceId}
              field={field}
              value={content[field.name] ?? ''}
              label={label}
              dispatch={dispatch}
              onRefine={onRefine}
            />
          ))}
        </Stack>
      ) : modulesLoading ? (
        <Typography color="text.secondary">{TEXTS.loading}</Typography>
      ) : (
        <Alert severity="warning">{TEXTS.moduleMissing}</Alert>
      )}
      <InstanceComments instanceId={instance.instanceId} />
    </Paper>
  );
});
