import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { queryKeys } from '@/data';
import { isBlock } from './doc';
import type { Library } from './to-mjml';

export interface LibraryEntry {
  id: number;
  name: string;
}

/** The template blocks: names for the picker and their blocks for compiling. */
export function useLibrary(): { entries: LibraryEntry[]; library: Library; loaded: boolean } {
  const dataProvider = useDataProvider();
  const query = useQuery({
    queryKey: queryKeys('template-blocks').custom('library'),
    queryFn: async () =>
      (
        await dataProvider.getList('template-blocks', {
          pagination: { page: 1, perPage: 200 },
          sort: { field: 'name', order: 'ASC' },
          filter: {},
        })
      ).data,
  });
  const rows = query.data;
  return useMemo(() => {
    const list = rows ?? [];
    const library: Library = new Map(
      list.map((r) => {
        const content: unknown = r.content;
        const blocks =
          typeof content === 'object' &&
          content !== null &&
          'blocks' in content &&
          Array.isArray(content.blocks)
            ? content.blocks.filter(isBlock)
            : [];
        return [Number(r.id), blocks];
      }),
    );
    return {
      entries: list.map((r) => ({ id: Number(r.id), name: String(r.name) })),
      library,
      loaded: rows !== undefined,
    };
  }, [rows]);
}
