export interface MjmlResult {
  html: string;
  /** MJML's validation messages, e.g. an attribute an element does not take. */
  errors: string[];
}

/** MJML to responsive email HTML; mjml-browser (large) is fetched on the first call only. */
export async function mjmlToHtml(mjml: string): Promise<MjmlResult> {
  const { default: compile } = await import('mjml-browser');
  const result = await compile(mjml, { validationLevel: 'soft', minify: false });
  return { html: result.html, errors: result.errors.map((e) => e.formattedMessage) };
}
