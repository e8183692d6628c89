import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ACCEPTED_FILES, MAX_FILES, MAX_TOTAL_BYTES, TEXTS } from './anthropic-test.constants';
import { formatFileSize } from './format';

interface FileUploadFieldProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

const totalSize = (files: readonly File[]) => files.reduce((sum, file) => sum + file.size, 0);

/**
 * The prompt's attachments: a drop zone and the chosen files with their sizes. A drop that would
 * pass the limits (5 files, 5 MB in total) is refused as a whole, with the reason shown.
 */
export function FileUploadField({ files, onChange, disabled }: FileUploadFieldProps) {
  const [error, setError] = useState<string | null>(null);

  function onDrop(accepted: File[], rejected: FileRejection[]) {
    const typeError = rejected.length > 0 ? TEXTS.invalidType : null;
    if (accepted.length === 0) {
      setError(typeError);
      return;
    }
    const next = [...files, ...accepted];
    if (next.length > MAX_FILES) setError(TEXTS.tooManyFiles);
    else if (totalSize(next) > MAX_TOTAL_BYTES) setError(TEXTS.filesTooLarge);
    else {
      setError(typeError);
      onChange(next);
    }
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: ACCEPTED_FILES,
    multiple: true,
    disabled,
  });

  function remove(index: number) {
    setError(null);
    onChange(files.filter((_, i) => i !== index));
  }

  return (
    <Box>
      <Typography component="h2" variant="subtitle2" gutterBottom id="anthropic-files-label">
        Files
      </Typography>
      <Box
        {...getRootProps()}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : isDragActive ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 3,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
          bgcolor: isDragActive ? 'action.hover' : undefined,
        }}
      >
        <input
          {...getInputProps({ 'aria-labelledby': 'anthropic-files-label', 'aria-describedby': 'anthropic-files-hint' })}
        />
        <UploadFileIcon color="action" />
        <Typography variant="body2">{TEXTS.dropHere}</Typography>
      </Box>
      <FormHelperText id="anthropic-files-hint">{TEXTS.uploadHint}</FormHelperText>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
      {files.length > 0 && (
        <>
          <List dense aria-label="Chosen files">
            {files.map((file, index) => (
              <ListItem
                key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => remove(index)}
                    disabled={disabled}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemText primary={file.name} secondary={formatFileSize(file.size)} />
              </ListItem>
            ))}
          </List>
          <Typography variant="caption" color="text.secondary">
            {files.length} of {MAX_FILES} files, {formatFileSize(totalSize(files))} of 5MB
          </Typography>
        </>
      )}
    </Box>
  );
}
