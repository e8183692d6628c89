/**
 * Out of sight, still read by screen readers: the usual clip pattern, as MUI's own
 * `@mui/utils` writes it. Sizes are written in px on purpose: in `sx` a bare `width: 1` means
 * 100%, which made hidden text as wide as the window and pages scroll sideways. The element's
 * container must be positioned (`position: 'relative'`) so the 1 px box stays inside it.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
