import { Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { ChoiceOptions } from './forms/choice-options';
import { ConsentForm } from './forms/consent-form';
import { JumpSelect } from './forms/jump-select';
import { AgeForm, ConditionForm, KitForm, UploaderForm, type KindFormProps } from './forms/kind-forms';
import { UnknownForm } from './forms/unknown-form';
import { KindIcon } from './kinds';
import { isKnownKind, type Block } from './types';
import './texts';

interface Props extends KindFormProps {
  /** Blocks that can be jumped to, in flow order. */
  blocks: readonly Block[];
  locale: string;
  actions?: React.ReactNode;
}

function KindForm(props: Props) {
  const { block, blocks } = props;
  switch (block.type_id) {
    case 'boolean_choice':
      return <ChoiceOptions {...props} blocks={blocks} jumps screenout fixed />;
    case 'single_choice':
      return <ChoiceOptions {...props} blocks={blocks} jumps screenout />;
    case 'multi_choice':
      return <ChoiceOptions {...props} blocks={blocks} jumps screenout={false} />;
    case 'profile_sex':
    case 'profile_role':
      return <ChoiceOptions {...props} blocks={blocks} jumps={false} screenout={false} />;
    case 'informed_consent':
      return <ConsentForm {...props} />;
    case 'uploader':
      return <UploaderForm {...props} />;
    case 'kit_ordering':
      return <KitForm {...props} />;
    case 'profile_date_of_birth':
      return <AgeForm {...props} />;
    case 'profile_specific_condition':
      return <ConditionForm {...props} />;
    default:
      return <UnknownForm key={block.id} {...props} />;
  }
}

/** The selected block: its texts (in the flow's locale), rules, jump, and its type's own form. */
export const BlockEditor = memo(function BlockEditor(props: Props) {
  const translate = useTranslate();
  const { block, readOnly, onChange, blocks, locale, actions } = props;
  const typeName = isKnownKind(block.type_id)
    ? translate(`flows.block_type.${block.type_id}`)
    : block.type_id;
  const flag = (key: 'is_required' | 'screenout_immediately') => (
    <FormControlLabel
      control={
        <Checkbox
          checked={block[key]}
          disabled={readOnly}
          onChange={(e) => onChange((b) => ({ ...b, [key]: e.target.checked }))}
        />
      }
      label={translate(`flows.block.${key}`)}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="flow-block-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
        <KindIcon kind={block.type_id} />
        <Typography id="flow-block-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate('flows.block.title', { type: typeName })}
        </Typography>
        {actions}
      </Stack>
      <Stack spacing={2}>
        <TextField
          label={translate('flows.block.heading', { locale })}
          value={block.heading}
          disabled={readOnly}
          required
          error={block.heading.trim() === ''}
          helperText={
            block.heading.trim() === '' ? translate('flows.block.heading_missing', { locale }) : undefined
          }
          onChange={(e) => onChange((b) => ({ ...b, heading: e.target.value }))}
        />
        <TextField
          label={translate('flows.block.subheading', { locale })}
          value={block.subheading ?? ''}
          disabled={readOnly}
          onChange={(e) => onChange((b) => ({ ...b, subheading: e.target.value }))}
        />
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {flag('is_required')}
          {flag('screenout_immediately')}
          <JumpSelect
            label={translate('flows.block.jump_to')}
            value={block.jump_to}
            blocks={blocks}
            selfId={block.id}
            disabled={readOnly}
            onChange={(jump_to) => onChange((b) => ({ ...b, jump_to }))}
          />
        </Stack>
        <KindForm {...props} />
      </Stack>
    </Paper>
  );
});
