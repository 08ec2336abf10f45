import { registerTexts } from '@/i18n';
import texts from './en-gb.json';

// The lifecycle's words load with the editors that use it, not with the start-up bundle.
registerTexts(texts);
