import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ModuleFieldDto } from '@mailplan/api';
import { visuallyHidden } from '@mailplan/ui/components';

interface ModuleFieldListProps {
  fields: readonly Pick<ModuleFieldDto, 'name' | 'type' | 'required' | 'purpose'>[];
  dense?: boolean;
}

/** A module's fields: name, type, an asterisk when required, and the purpose when there is one. */
export function ModuleFieldList({ fields, dense = false }: ModuleFieldListProps) {
  if (fields.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No fields
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: dense ? 0.75 : 1.5 }}>
      {fields.map((field, index) => (
        // positioned, so that the hidden "required" stays inside its field's line
        <Box component="li" key={`${index}-${field.name}`} sx={{ position: 'relative' }}>
          <Typography variant="body2" component="div">
            <Box component="span" sx={{ fontWeight: 600 }}>
              {field.name}
            </Box>{' '}
            <Box component="span" sx={{ color: 'text.secondary' }}>
              ({field.type})
            </Box>
            {field.required && (
              <>
                <Box component="span" aria-hidden="true" title="Required" sx={{ color: 'error.main', ml: 0.5 }}>
                  *
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  required
                </Box>
              </>
            )}
          </Typography>
          {field.purpose && (
            <Typography variant="body2" color="text.secondary">
              {field.purpose}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
