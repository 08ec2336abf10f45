import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { starterData } from '../../../resources/flows/block-data';
import { ChoiceOptions } from '../../../resources/flows/forms/choice-options';
import type { Block } from '../../../resources/flows/types';

// The option rows' jump menus are memoised and handed a steady `onChange`: a jump chosen after
// typing in the same form must still see what was typed, not the form as it was first drawn.

const block = (id: number, heading: string, type_id = 'single_choice'): Block => ({
  id,
  block_version_id: null,
  flow_id: 1,
  flow_version_id: null,
  type_id,
  component_version: null,
  heading,
  subheading: '',
  data: starterData(type_id),
  jump_to: null,
  screenout_immediately: false,
  is_required: true,
  version_diff: null,
  updated_at: null,
});

const others = [block(2, 'Second question', 'text'), block(3, 'Third question', 'text')];

function Harness({ seen }: { seen: (b: Block) => void }) {
  const [current, setCurrent] = useState(block(1, 'First'));
  return (
    <ChoiceOptions
      block={current}
      blocks={[current, ...others]}
      readOnly={false}
      jumps
      screenout
      onChange={(update) =>
        setCurrent((b) => {
          const next = update(b);
          seen(next);
          return next;
        })
      }
    />
  );
}

it('keeps a label typed before a jump is chosen on the same option', () => {
  let last: Block | null = null;
  render(<Harness seen={(b) => (last = b)} />);
  const [label] = screen.getAllByRole('textbox', { name: /label/i });
  fireEvent.change(label as HTMLElement, { target: { value: 'Typed first' } });
  const [jump] = screen.getAllByRole('combobox');
  fireEvent.mouseDown(jump as HTMLElement);
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Third question' }));
  const options = (last as Block | null)?.data.options as { label: string; jump_to: unknown }[];
  expect(options[0]).toMatchObject({ label: 'Typed first', jump_to: { block_id: 3 } });
});
