import { describeShape } from './answer-shapes-suite';

// Every screen, its answers carrying every optional field null.
describeShape('null');
