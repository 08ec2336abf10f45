import '../texts';
import {
  Alert,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { checkParticipants } from '../api';
import { EMPTY_ADDRESS, type Chosen } from './order-draft';
import { useNamesParticipants, useParticipantLabel } from '../shared/refs';
import { ParticipantSearch } from './participant-search';
import { parseEntries } from '../rules';
import type { CheckedParticipant } from '../types';

interface StepParticipantsProps {
  value: Chosen[];
  onChange: (next: Chosen[]) => void;
}

const toChosen = (c: CheckedParticipant): Chosen | null =>
  c.participant && {
    id: c.participant.id as string,
    name: c.participant.name,
    email: c.participant.email,
    address: c.participant.shipping_address ?? EMPTY_ADDRESS,
  };

/** Participants found by name, or pasted as a list of emails or ids and each checked. */
export function StepParticipants({ value, onChange }: StepParticipantsProps) {
  const translate = useTranslate();
  const names = useNamesParticipants();
  const label = useParticipantLabel();
  const [pasted, setPasted] = useState('');
  const [checking, setChecking] = useState(false);
  const [problems, setProblems] = useState<CheckedParticipant[]>([]);
  const add = (checked: CheckedParticipant[]) => {
    const found = checked.map(toChosen).filter((c): c is Chosen => c !== null);
    const known = new Set(value.map((p) => p.id));
    onChange([...value, ...found.filter((c) => !known.has(c.id) && known.add(c.id))]);
    return checked.filter((c) => c.problem !== null);
  };
  const check = async (entries: string[]) => {
    if (entries.length === 0 || checking) return;
    setChecking(true);
    try {
      const left = add(await checkParticipants(entries));
      setProblems(left);
      setPasted(left.map((c) => c.entry).join('\n'));
    } finally {
      setChecking(false);
    }
  };
  return (
    <Stack spacing={2}>
      {names && <ParticipantSearch value={null} onChange={(p) => p && void check([String(p.id)])} />}
      <TextField
        label={translate('kitlink.create.paste')}
        helperText={translate(names ? 'kitlink.create.paste_help' : 'kitlink.create.paste_help_ids')}
        multiline
        minRows={3}
        value={pasted}
        onChange={(e) => setPasted(e.target.value)}
      />
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        disabled={checking || parseEntries(pasted).length === 0}
        onClick={() => void check(parseEntries(pasted))}
      >
        {translate('kitlink.create.check', { count: parseEntries(pasted).length })}
      </Button>
      {problems.length > 0 && (
        <Alert severity="warning">
          {translate('kitlink.create.not_added', { count: problems.length })}
          <ul>
            {problems.map((p) => (
              <li key={p.entry}>
                {translate(`kitlink.create.problem_entry.${p.problem!}`, { entry: p.entry })}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <Typography variant="subtitle1" component="h3">
        {translate('kitlink.create.chosen', { count: value.length })}
      </Typography>
      <List dense aria-label={translate('kitlink.create.chosen', { count: value.length })}>
        {value.map((p) => (
          <ListItem
            key={p.id}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={translate('kitlink.create.remove', { name: label(p) })}
                onClick={() => onChange(value.filter((v) => v.id !== p.id))}
              >
                <CloseIcon />
              </IconButton>
            }
          >
            <ListItemText primary={label(p)} secondary={names ? p.email : undefined} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
