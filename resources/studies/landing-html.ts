import type { StudyFields } from './types';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
    cta
      ? `<p><a href="#" style="display:inline-block;padding:12px 20px;background:#1565c0;color:#fff;border-radius:6px;text-decoration:none">${escape(cta)}</a></p>`
      : '',
  ].join('\n');
}
