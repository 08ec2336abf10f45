import type { SeedLink } from '../db';
import type { Row } from '../lib/respond';

/**
 * Links between seeded tables that one table's generator cannot see, because each table is drawn
 * from its own random stream (the kernel's `SeedLink`).
 */
export const LINKS: Readonly<Record<string, SeedLink>> = {
  // A study joins through one of its own flows: the drawn flow when it is one, else the study's
  // first flow, else none. A flow of another study would show every demo study with the
  // "belongs to another study" warning on its joining flow.
  studies: (studies, seedOf) => {
    const byStudy = new Map<string, Row[]>();
    for (const flow of seedOf('flows')) {
      const key = String(flow.study_id);
      const own = byStudy.get(key);
      if (own) own.push(flow);
      else byStudy.set(key, [flow]);
    }
    return studies.map((study) => {
      const own = byStudy.get(String(study.id)) ?? [];
      const drawn = own.find((f) => f.id === study.joining_flow_id);
      const joining = drawn ?? own[0];
      const id = joining ? joining.id : null;
      return id === study.joining_flow_id || !('joining_flow_id' in study)
        ? study
        : Object.freeze({ ...study, joining_flow_id: id });
    });
  },
};
