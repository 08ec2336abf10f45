import { describeShape } from './answer-shapes-suite';

// Every screen, its answers carrying unknown fields and hostile text.
describeShape('extra');
