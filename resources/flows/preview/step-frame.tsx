import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Block } from '../types';

/**
 * One block as the participant meets it: its heading and subheading, what the block shows, and the
 * buttons that answer it. A form, so Enter answers as the main button does.
 */
export function StepFrame({
  block,
  onSubmit,
  actions,
  children,
}: {
  block: Block;
  onSubmit(): void;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Typography variant="h6" component="h3">
        {block.heading}
      </Typography>
      {block.subheading && <Typography color="text.secondary">{block.subheading}</Typography>}
      {children}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        {actions}
      </Stack>
    </form>
  );
}
