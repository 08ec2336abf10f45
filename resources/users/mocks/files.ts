// Small files that really render: a one-page PDF with the document's title, and a scanned-letter PNG.

/** A 120 × 80 PNG drawn as a letter: a heading, lines of text and a stamp. */
export const LETTER_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAABQCAIAAABd+SbeAAAA00lEQVR42u3csQ2AIBQEUMZxCGuHcCZqR7WgsnQCLvp55BbwmVwuFLQxbgmkIQANWkCDBk0BNGiZAL0d/WsBDRo0aNCgrQ7QAho0aAENWkCDBi1J6Gu9A/ofpqpDR4MW0KAFtB1df/+BDm1q1aGjQQto0KAR2NGl9h/o0KZWHToatIAGDRqBHV1q/4EObWrVoaNBC2jQoBHY0aX2H+jQplYdOhq0gAYNeqmv3fs5L+bde0CDVh2gQYMGDRo0aPPuVy9JgA79LXcd7jpAC2jQoBFk8gDdaz9V9CfhPgAAAABJRU5ErkJggg==';

const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

/** A valid one-page PDF (A5) showing `lines`, with a correct cross-reference table. */
export function pdfOf(lines: readonly string[]): string {
  const text = lines.map(
    (l, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 40 ${540 - i * 24} Td (${pdfText(l)}) Tj ET`,
  );
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

export const toBase64 = (binary: string) => btoa(binary);

/** A short text file standing in for the formats the console only offers to download. */
export const plainNote = (title: string) => `${title}\n\nThis file is kept as uploaded.\n`;
