import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { APPROVAL_LIMITS } from '@mailplan/shared';

type CommentFieldProps = Omit<TextFieldProps, 'onChange' | 'error' | 'helperText' | 'slotProps'> & {
  /** What is wrong with the comment, shown under it; typing clears it (`onType`). */
  problem?: string;
  onType(text: string): void;
};

/** A comment's text box (a decision's comment, a new comment): several lines, no longer than the server keeps. */
export function CommentField({ problem, onType, ...field }: CommentFieldProps) {
  return (
    <TextField
      multiline
      {...field}
      onChange={(e) => onType(e.target.value)}
      error={!!problem}
      helperText={problem}
      slotProps={{ htmlInput: { maxLength: APPROVAL_LIMITS.commentMax } }}
    />
  );
}
