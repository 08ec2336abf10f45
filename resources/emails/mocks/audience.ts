import { find } from '@/mocks/db';
import { isObject, type Row } from '@/mocks/lib/respond';
import { usersMatching } from '@/mocks/lib/users-query';

/** How many users a filter query matches, as `POST /users/filter/count` counts them. */
export function countMatching(query: unknown): number {
  return usersMatching(isObject(query) ? query : {}).length;
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
