import { useEffect, useState } from 'react';
import { compileLocale, type Compiled } from '../compile';
import type { Library } from '../to-mjml';
import type { EmailDoc } from '../types';

/** The email compiled for one locale, again after each change (MJML is fetched on first use). */
export function useCompiled(doc: EmailDoc | null, locale: string, library: Library): Compiled | null {
  const [compiled, setCompiled] = useState<Compiled | null>(null);
  useEffect(() => {
    if (!doc) return;
    let current = true;
    void compileLocale(doc, locale, library).then((c) => {
      if (current) setCompiled(c);
    });
    return () => {
      current = false;
    };
  }, [doc, locale, library]);
  return doc ? compiled : null;
}
