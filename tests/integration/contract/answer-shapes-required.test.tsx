import { describeShape } from './answer-shapes-suite';

// Every screen, its answers carrying only the fields the contract requires.
describeShape('required');
