// The one door from src/ to schemas/ and resources/ (DESIGN.md rule 4; lint enforces it).
export { entities } from '@schemas/index';
export { resources } from '@resources/index';
