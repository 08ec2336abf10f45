/** The feature flag that shows the Labs menu entry and opens its screens (GrowthBook feature key). */
export const LABS_FLAG = 'labs';

/** The eight tools, in the order the index lists them; each is `/labs/<path>`. */
export const TOOLS = [
  { id: 'content_list', path: 'content-list' },
  { id: 'content', path: 'content' },
  { id: 'content_playground', path: 'content-playground' },
  { id: 'fabric_ingestion', path: 'fabric-ingestion' },
  { id: 'landing_page_generator', path: 'landing-page-generator' },
  { id: 'migrations', path: 'migrations' },
  { id: 'study_visualiser', path: 'study-visualiser' },
  { id: 'system_settings', path: 'system-settings' },
] as const;

export type ToolId = (typeof TOOLS)[number]['id'];
