import type { StudyFields } from '../types';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The sanitiser keeps colours and emphasis only (no padding, no shorthand `background`): the
// button is drawn with what survives it, or its white text would sit on white.
const BUTTON = 'background-color: #1565c0; color: #fff; font-weight: bold; text-decoration: none';

/**
 * The landing page as participants see it in one locale: image, headline, text and button. The
 * headline and button are plain text, escaped; the text is rich text the preview sanitises.
 */
export function landingHtml(fields: StudyFields, locale: string): string {
  const image = fields.landing_image_url
    ? `<img src="${escape(fields.landing_image_url)}" alt="" style="max-width:100%">`
    : '';
  const cta = fields.landing_cta[locale] ?? '';
  return [
    image,
    `<h1>${escape(fields.landing_title[locale] ?? '')}</h1>`,
    fields.landing_body[locale] ?? '',
    cta ? `<p><a href="#" style="${BUTTON}">&nbsp;${escape(cta)}&nbsp;</a></p>` : '',
  ].join('\n');
}
