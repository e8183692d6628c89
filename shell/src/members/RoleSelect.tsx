import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { ROLES, type Role } from '@mailplan/shared';
import { ROLE_HINTS, ROLE_LABELS } from './members.texts';

/** A role picker that says what each role may do. */
export function RoleSelect({
  label,
  value,
  onChange,
  disabled,
  sx,
}: {
  label: string;
  value: Role;
  onChange: (role: Role) => void;
  disabled?: boolean;
  sx?: object;
}) {
  const [id] = useState(() => `role-${Math.random().toString(36).slice(2)}`);
  return (
    <FormControl size="small" sx={sx}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as Role)}
        renderValue={(r) => ROLE_LABELS[r as Role]}
      >
        {ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            <ListItemText primary={ROLE_LABELS[r]} secondary={ROLE_HINTS[r]} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
