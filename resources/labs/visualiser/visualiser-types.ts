interface Named {
  id: number | string;
  name: string;
}

/** `GET /admin/study-graph/{study_id}`: one study and what hangs off it. */
export interface StudyGraph {
  study: { id: number | string; title: string; published: boolean };
  /** `published`, `draft`, `archived`, or a state a newer server adds (shown as it comes). */
  versions: { number: number; state: string }[];
  locales: { code: string; name: string; primary: boolean }[];
  flows: {
    id: number | string;
    title: string;
    joining: boolean;
    sections: { id: string; title: string }[];
  }[];
  prescreen_survey: Named | null;
  sites: Named[];
  partners: Named[];
}
