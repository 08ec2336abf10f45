import type { Block } from '../types';
import type { Answer } from '../walker';
import { ChoiceStep } from './choice-step';
import { ConditionStep } from './condition-step';
import { ConsentStep } from './consent-step';
import { KitStep } from './kit-step';
import { UploaderStep } from './uploader-step';
import { optionsOf } from '../graph';

/** The block as the participant sees it, by its type; a block with options is answered by them. */
export function PreviewStep({ block, onAnswer }: { block: Block; onAnswer(a: Answer): void }) {
  switch (block.type_id) {
    case 'informed_consent':
      return <ConsentStep block={block} onAnswer={onAnswer} />;
    case 'uploader':
      return <UploaderStep block={block} onAnswer={onAnswer} />;
    case 'kit_ordering':
      return <KitStep block={block} onAnswer={onAnswer} />;
    case 'profile_specific_condition':
      // Options of its own (set in its data) carry their own jumps and screen-outs.
      return optionsOf(block).length > 0 ? (
        <ChoiceStep block={block} onAnswer={onAnswer} />
      ) : (
        <ConditionStep block={block} onAnswer={onAnswer} />
      );
    default:
      return <ChoiceStep block={block} onAnswer={onAnswer} />;
  }
}
