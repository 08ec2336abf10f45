import type { Row } from '../lib/respond';
import type { RowCtx } from '../db/fields';

interface Post {
  title: string;
  excerpt: string;
  tags: readonly string[];
  sections: readonly (readonly [heading: string, text: string])[];
}

// What a recruitment platform's blog says to the people who join its studies.
const POSTS: readonly Post[] = [
  {
    title: 'What happens to your saliva sample',
    excerpt: 'From the post box to the lab bench: the journey of a DNA kit, step by step.',
    tags: ['dna', 'kits'],
    sections: [
      ['At the lab', 'Your kit is scanned on arrival and its barcode matched to your order.'],
      ['Your results', 'Results reach your account once the lab has checked the sample twice.'],
    ],
  },
  {
    title: 'Five questions to ask before joining a study',
    excerpt: 'Time, travel, payment and data: what to know before you say yes.',
    tags: ['participants', 'guides'],
    sections: [
      ['How much time will it take?', 'Each study page lists its visits and questionnaires.'],
      ['What happens to my data?', 'Read the consent text: it says who sees your answers and why.'],
    ],
  },
  {
    title: 'Long COVID study: first findings',
    excerpt: 'Two thousand participants, eighteen months: what the researchers have learnt so far.',
    tags: ['research', 'long-covid'],
    sections: [
      ['Who took part', 'Adults across the UK who reported symptoms lasting twelve weeks or more.'],
      ['What comes next', 'A second phase opens in spring for those who finished the first.'],
    ],
  },
  {
    title: 'Meet the team behind the migraine study',
    excerpt: 'Neurologists, nurses and a patient panel explain how the study was designed.',
    tags: ['research', 'people'],
    sections: [
      ['The patient panel', 'Six people living with migraine reviewed every questionnaire.'],
      ['Taking part from home', 'Most visits happen by video; a diary app replaces paper forms.'],
    ],
  },
  {
    title: 'Your privacy, explained',
    excerpt: 'How we keep health data safe, and the choices you have about it.',
    tags: ['privacy', 'guides'],
    sections: [
      ['Who can see your answers', 'Only the study team named in the consent text, and only coded.'],
      ['Leaving a study', 'You can withdraw at any time from your account settings.'],
    ],
  },
];

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A blog post with a real title, excerpt, tags and a body of headings, text and a link. */
export function blogPost(c: RowCtx): Row {
  const post = POSTS[(c.id - 1) % POSTS.length] ?? POSTS[0]!;
  const round = Math.floor((c.id - 1) / POSTS.length);
  const title = round === 0 ? post.title : `${post.title} (part ${round + 1})`;
  const body = post.sections.map(([heading, text]) => `<h2>${heading}</h2><p>${text}</p>`).join('');
  return {
    title,
    slug: `${slugOf(title)}-${c.id}`,
    excerpt: post.excerpt,
    tags: [...post.tags],
    body: `${body}<p>Questions? <a href="https://research.example.org/contact">Contact the study team</a>.</p>`,
  };
}
