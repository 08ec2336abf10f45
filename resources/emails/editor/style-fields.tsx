import '../texts';
import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ALIGNMENTS, THEMES, type Align, type BlockStyle, type Theme } from '../types';

/** A block's basic style: alignment, a colour from the spec's themes, padding. */
export function StyleFields({ style, onChange }: { style: BlockStyle; onChange(style: BlockStyle): void }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={style.align}
        onChange={(_, align: Align | null) => align && onChange({ ...style, align })}
        aria-label={translate('emails.style.align')}
      >
        {ALIGNMENTS.map((a) => (
          <ToggleButton key={a} value={a}>
            {translate(`emails.style.align_${a}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label={translate('emails.style.theme')}
          value={style.theme}
          onChange={(e) => onChange({ ...style, theme: e.target.value as Theme })}
          sx={{ flex: 1 }}
        >
          {THEMES.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`emails.theme.${t}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="number"
          size="small"
          label={translate('emails.style.padding')}
          value={style.padding}
          onChange={(e) =>
            onChange({ ...style, padding: Math.max(0, Math.min(64, Number(e.target.value) || 0)) })
          }
          slotProps={{ htmlInput: { min: 0, max: 64 } }}
          sx={{ width: 120 }}
        />
      </Stack>
    </Stack>
  );
}
