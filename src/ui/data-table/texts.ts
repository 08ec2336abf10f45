import { registerTexts } from '@/i18n';
import texts from './en-gb.json';

registerTexts(texts);
