import { find, rows, schemaOf } from '@/mocks/db';
import { filterRows } from '@/mocks/lib/query';
import { isObject, type Row } from '@/mocks/lib/respond';

/** How many users a filter query matches, as `POST /users/filter/count` counts them. */
export function countMatching(query: unknown): number {
  const { sort: _s, order: _o, ...filter } = isObject(query) ? query : {};
  return filterRows(schemaOf('users'), rows('users'), filter).length;
}

/** Who a send reaches: its segment's or its own query's users, or its listed recipients. */
export function audienceOf(template: Row): number {
  switch (template.send_to) {
    case 'segment': {
      const segment = template.segment_id == null ? undefined : find('segments', String(template.segment_id));
      return segment ? countMatching(segment.query) : 0;
    }
    case 'query':
      return countMatching(template.user_query);
    case 'recipients':
      return Array.isArray(template.recipients) ? template.recipients.length : 0;
    default:
      return 0;
  }
}
