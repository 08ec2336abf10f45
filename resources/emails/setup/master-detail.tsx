import '../texts';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type Identifier } from 'react-admin';

export interface MasterItem {
  id: Identifier;
  primary: string;
  secondary?: string;
  /** Marks a record with changes not saved yet. */
  edited?: boolean;
}

interface MasterDetailProps {
  label: string;
  items: MasterItem[] | undefined;
  isError: boolean;
  refetch(): unknown;
  selected: Identifier | null;
  onSelect(id: Identifier): void;
  /** What to show when nothing is picked. */
  hint: string;
  children: ReactNode;
}

/** A list of records beside the one being edited. */
export function MasterDetail(props: MasterDetailProps) {
  const { label, items, isError, refetch, selected, onSelect, hint, children } = props;
  const translate = useTranslate();
  let list: ReactNode;
  if (isError)
    list = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('emails.setup.retry')}
          </Button>
        }
      >
        {translate('emails.setup.load_failed')}
      </Alert>
    );
  else if (!items) list = <CircularProgress aria-label={translate('emails.setup.loading')} sx={{ m: 2 }} />;
  else if (items.length === 0) list = <Typography sx={{ p: 2 }}>{translate('emails.setup.none')}</Typography>;
  else
    list = (
      <List dense aria-label={label} sx={{ maxHeight: { md: '70vh' }, overflow: 'auto' }}>
        {items.map((item) => (
          <ListItem key={item.id} disablePadding>
            <ListItemButton
              selected={item.id === selected}
              aria-current={item.id === selected ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
            >
              <ListItemText
                primary={
                  item.edited ? translate('emails.setup.edited', { name: item.primary }) : item.primary
                }
                secondary={item.secondary}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) 2fr' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined">{list}</Paper>
      <Box sx={{ minWidth: 0 }}>
        {selected === null ? (
          <Typography sx={{ color: 'text.secondary', p: 2 }}>{hint}</Typography>
        ) : (
          children
        )}
      </Box>
    </Box>
  );
}
