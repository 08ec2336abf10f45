import './texts';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '@/ui';
import { createOrder, type NewOrder } from './api';
import { ParticipantSearch } from './participant-search';
import type { Named } from './types';

const KIT_TYPES = ['saliva', 'blood_spot', 'blood_draw', 'swab'] as const;
const ADDRESS = ['line1', 'city', 'postcode', 'country'] as const;
type AddressField = (typeof ADDRESS)[number];

/** `/kitlink/create-order`: a requested order for one participant, sent once. */
export default function CreateOrderPage() {
  const translate = useTranslate();
  const title = translate('kitlink.create.title');
  usePageTitle(title);
  const navigate = useNavigate();
  const studies = useGetList('studies', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'title', order: 'ASC' },
  });
  const [study, setStudy] = useState('');
  const [participant, setParticipant] = useState<Named | null>(null);
  const [kitType, setKitType] = useState('');
  const [address, setAddress] = useState<Record<AddressField, string>>({
    line1: '',
    city: '',
    postcode: '',
    country: 'United Kingdom',
  });
  // One key for this form: a retry after a lost answer is recognised and creates one order.
  const key = useRef(crypto.randomUUID());
  const send = useMutation({
    mutationFn: (order: NewOrder) => createOrder(order, key.current),
    onSuccess: (order) => navigate(`/kitlink/order/${order.id}`),
  });
  const complete =
    study !== '' && participant !== null && kitType !== '' && ADDRESS.every((f) => address[f].trim() !== '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!complete || send.isPending || send.isSuccess) return;
    send.mutate({
      study_id: study,
      user_id: String(participant.id),
      kit_type: kitType,
      shipping_address: {
        line1: address.line1.trim(),
        city: address.city.trim(),
        postcode: address.postcode.trim(),
        country: address.country.trim(),
      },
    });
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={2} sx={{ p: 2, maxWidth: 560 }} noValidate>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <TextField
        select
        required
        label={translate('kitlink.column.study')}
        value={study}
        onChange={(e) => setStudy(e.target.value)}
      >
        {(studies.data ?? []).map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {String(s.title ?? '')}
          </MenuItem>
        ))}
      </TextField>
      <ParticipantSearch value={participant} onChange={setParticipant} />
      <TextField
        select
        required
        label={translate('kitlink.column.kit_type')}
        value={kitType}
        onChange={(e) => setKitType(e.target.value)}
      >
        {KIT_TYPES.map((k) => (
          <MenuItem key={k} value={k}>
            {translate(`kitlink.kit_type.${k}`)}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="h6" component="h2">
        {translate('kitlink.create.shipping_address')}
      </Typography>
      {ADDRESS.map((f) => (
        <TextField
          key={f}
          required
          label={translate(`kitlink.create.address.${f}`)}
          value={address[f]}
          onChange={(e) => setAddress((a) => ({ ...a, [f]: e.target.value }))}
        />
      ))}
      <Button
        type="submit"
        variant="contained"
        disabled={!complete || send.isPending || send.isSuccess}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('kitlink.create.submit')}
      </Button>
    </Stack>
  );
}
