import '../texts';
import { Button, Stack, Step as MuiStep, StepLabel, Stepper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { queryKeys } from '@/data';
import { usePageTitle } from '@/ui';
import { createOrders } from '../api';
import { EMPTY_DRAFT, STEPS, stepProblems, toRequest, type OrderDraft } from './order-draft';
import { OrderResult, StepReview } from './step-review';
import { StepAddresses } from './step-addresses';
import { StepKit, StepLab, StepStudy } from './step-choices';
import { StepParticipants } from './step-participants';
import type { NewOrdersResult } from '../types';
import { useSendOnce } from '../shared/use-send-once';

/**
 * `/kitlink/create-order`: study, participants, kit type and assays, lab, a shipping address per
 * participant, review, place. The draft is kept whichever way the steps are walked; placing sends
 * one request for every participant, once; those who failed stay in the draft for a retry.
 */
export default function CreateOrderPage() {
  const translate = useTranslate();
  const title = translate('kitlink.create.title');
  usePageTitle(title);
  const client = useQueryClient();
  const [draft, setDraft] = useState<OrderDraft>(EMPTY_DRAFT);
  const [at, setAt] = useState(0);
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<NewOrdersResult | null>(null);
  // Just answered: Place gives way to another button, so the second click of a double click
  // cannot place what is left again; a retry is walked to again from the steps.
  const [answered, setAnswered] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const place = useSendOnce(createOrders);
  const step = STEPS[at]!;
  const problems = stepProblems(draft, step);
  const change = (changes: Partial<OrderDraft>) => setDraft((d) => ({ ...d, ...changes }));
  const go = (to: number) => {
    setAt(to);
    setAnswered(false);
    setTried(false);
    heading.current?.focus();
  };
  const next = () => (problems.length > 0 ? setTried(true) : go(at + 1));
  const submit = async () => {
    if (problems.length > 0) return setTried(true);
    const answer = await place.run(toRequest(draft));
    if (!answer) return;
    setResult(answer);
    setAnswered(true);
    const failedIds = new Set(answer.failed.map((f) => f.user_id));
    change({ participants: draft.participants.filter((p) => failedIds.has(p.id)) });
    await client.invalidateQueries({ queryKey: queryKeys('orders').all });
  };
  return (
    <Stack spacing={3} sx={{ p: 2, maxWidth: 880 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Stepper activeStep={at} alternativeLabel aria-label={translate('kitlink.create.steps')}>
        {STEPS.map((s) => (
          <MuiStep key={s}>
            <StepLabel>{translate(`kitlink.create.step.${s}`)}</StepLabel>
          </MuiStep>
        ))}
      </Stepper>
      {result && <OrderResult result={result} draft={draft} />}
      <Typography variant="h5" component="h2" tabIndex={-1} ref={heading}>
        {translate(`kitlink.create.step.${step}`)}
      </Typography>
      {step === 'study' && <StepStudy draft={draft} onChange={change} />}
      {step === 'participants' && (
        <StepParticipants value={draft.participants} onChange={(participants) => change({ participants })} />
      )}
      {step === 'kit' && <StepKit draft={draft} onChange={change} />}
      {step === 'lab' && <StepLab draft={draft} onChange={change} />}
      {step === 'addresses' && (
        <StepAddresses
          value={draft.participants}
          showAll={tried}
          onChange={(participants) => change({ participants })}
        />
      )}
      {step === 'review' && draft.participants.length > 0 && <StepReview draft={draft} />}
      {tried && problems.length > 0 && (
        <Typography color="error" role="alert">
          {problems.map((p) => translate(`kitlink.create.problem.${p}`)).join(' ')}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button disabled={at === 0 || place.pending} onClick={() => go(at - 1)}>
          {translate('kitlink.create.back')}
        </Button>
        {step !== 'review' && (
          <Button variant="contained" onClick={next}>
            {translate('kitlink.create.next')}
          </Button>
        )}
        {step === 'review' && answered && draft.participants.length > 0 && (
          <Button variant="outlined" onClick={() => go(STEPS.indexOf('participants'))}>
            {translate('kitlink.create.retry', { count: draft.participants.length })}
          </Button>
        )}
        {step === 'review' && !answered && (
          <Button
            variant="contained"
            disabled={place.pending || draft.participants.length === 0}
            onClick={() => void submit()}
          >
            {translate('kitlink.create.submit', { smart_count: draft.participants.length })}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
