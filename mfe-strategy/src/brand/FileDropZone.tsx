import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { ACCEPT_LISTS, BRAND_LIMITS, DROP_ZONE_MESSAGES, invalidFileTypeMessage } from '@mailplan/shared';
import { formatMb } from './format';

export interface ChosenFile {
  name: string;
  size: number;
}

export interface FileDropZoneProps {
  label: string;
  /** Extensions with their dot; the drop zone's default is .pdf, .docx, .txt. */
  accept?: readonly string[];
  maxBytes?: number;
  /** The chosen file, or one already saved (name and size only). */
  file: ChosenFile | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
  /** How the size is written (MB with 2 decimals by default). */
  formatSize?: (bytes: number) => string;
  hint?: string;
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * One file, dropped or chosen (react-dropzone). A file over the size limit or of a type outside
 * the accept list is discarded with the spec's message (its validation rules); the chosen file is
 * shown with its name and size and can be removed.
 */
export function FileDropZone({
  label,
  accept = ACCEPT_LISTS.default,
  maxBytes = BRAND_LIMITS.uploadMaxBytes,
  file,
  onFile,
  disabled,
  formatSize = formatMb,
  hint,
}: FileDropZoneProps) {
  const [error, setError] = useState<string | null>(null);
  const validator = (f: File) => {
    if (f.size > maxBytes) return { code: 'file-too-large', message: DROP_ZONE_MESSAGES.tooLarge };
    if (!accept.includes(extension(f.name))) return { code: 'file-invalid-type', message: invalidFileTypeMessage(accept) };
    return null;
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple: false,
    disabled,
    validator,
    onDropAccepted: (files) => {
      setError(null);
      onFile(files[0] ?? null);
    },
    onDropRejected: (rejections: FileRejection[]) => setError(rejections[0]?.errors[0]?.message ?? invalidFileTypeMessage(accept)),
  });
  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        {...getRootProps()}
        aria-disabled={disabled || undefined}
        sx={{
          border: '2px dashed',
          borderColor: error ? 'error.main' : isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'action.hover' : disabled ? 'action.disabledBackground' : 'background.paper',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          cursor: disabled ? 'not-allowed' : 'pointer',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <input {...getInputProps({ 'aria-label': label })} accept={accept.join(',')} disabled={disabled} />
        <UploadFileIcon color={disabled ? 'disabled' : 'primary'} />
        <Typography variant="body2">{isDragActive ? 'Drop the file here' : 'Drag and drop a file here, or click to choose one'}</Typography>
        <Typography variant="caption" color="text.secondary">
          {hint ?? `Accepted: ${accept.join(', ')} · up to ${Math.round(maxBytes / (1024 * 1024))}MB`}
        </Typography>
      </Box>
      {error && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      )}
      {file && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }} data-testid="chosen-file">
          <InsertDriveFileIcon fontSize="small" color="action" />
          <Typography variant="body2" sx={{ flex: 1, wordBreak: 'break-all' }}>
            {file.name} <Typography component="span" variant="body2" color="text.secondary">({formatSize(file.size)})</Typography>
          </Typography>
          {!disabled && (
            <IconButton size="small" aria-label={`Remove ${file.name}`} onClick={() => onFile(null)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      )}
    </Box>
  );
}
