import '../texts';
import DataObjectIcon from '@mui/icons-material/DataObject';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PLACEHOLDERS, placeholderText } from '../placeholders';

/** Offers the participant fields a text may name; `onPick` gets the placeholder as written. */
export function PlaceholderMenu({ onPick, field }: { onPick(text: string): void; field: string }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('emails.placeholder.insert_into', { field });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <DataObjectIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {PLACEHOLDERS.map((p) => (
          <MenuItem
            key={p}
            onClick={() => {
              setAnchor(null);
              onPick(placeholderText(p));
            }}
          >
            {translate(`emails.placeholder.${p}`)}&nbsp;<code>{placeholderText(p)}</code>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
