import './texts';
import type { useTranslate } from 'react-admin';
import type { MapperWords } from './mapper-graph';
import { isKnownKind } from './types';

/** The map's words, the same on the editor's Map tab and on the map page. */
export function mapWords(translate: ReturnType<typeof useTranslate>): MapperWords {
  return {
    section: (n, title) => title || translate('flows.outline.section', { n }),
    kind: (t) => (isKnownKind(t) ? translate(`flows.block_type.${t}`) : t),
    end: translate('flows.mapper.end'),
    screenout: translate('flows.mapper.screenout'),
    noHeading: translate('flows.outline.no_heading'),
    next: 'next',
    missing: (id) => translate('flows.mapper.missing', { id }),
    broken: translate('flows.mapper.broken'),
  };
}
